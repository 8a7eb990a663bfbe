/**
 * What jsdom lacks and the app's libraries expect (react-router reads TextEncoder at load time).
 * Component tests import this first, before anything that loads react-router.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
