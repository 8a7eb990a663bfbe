import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * The allow-list HTML sanitiser for the HTML the API sends (campaign descriptions, news, authors'
 * biographies): the result may go to `dangerouslySetInnerHTML`. Built on DOMPurify. Allowed
 * elements keep no attribute except a link's `href` (http, https or mailto only); any other element
 * is unwrapped (its text kept), and elements whose content is code or embedded media are dropped
 * with their content.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'];

/** Elements dropped with everything inside (DOMPurify's own list, plus forms and embedded objects). */
const FORBID_CONTENTS = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
  'noembed',
  'audio',
  'video',
];

/** Tested by DOMPurify after it strips spaces and control characters ('java\tscript:' fails). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/** A link left without an address (it had an unsafe one) becomes its text; safe links open safely. */
function finishLinks(root: DocumentFragment): void {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    const href = link.getAttribute('href');
    if (!href) {
      link.replaceWith(...Array.from(link.childNodes));
      continue;
    }
    link.setAttribute('href', href.trim());
    link.setAttribute('rel', 'noopener noreferrer');
    if (!href.trim().toLowerCase().startsWith('mailto:')) link.setAttribute('target', '_blank');
  }
}

/** The browser's DOMPurify, or on the server one bound to a DOM of its own (see `setSanitizerWindow`). */
let purifier: Purifier = DOMPurify;
let ownerDocument: () => Document = () => document;

/** Gives the sanitiser a DOM where there is none (the server renders pages with the browser's sanitiser on jsdom). */
export function setSanitizerWindow(window: WindowLike & { document: Document }): void {
  purifier = DOMPurify(window);
  ownerDocument = () => window.document;
}

/** The allowed subset of `html`, as an HTML string safe to inject. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // Without a DOM (a non-browser import) DOMPurify would hand the input back untouched: fail closed.
  if (!purifier.isSupported) return '';
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    FORBID_CONTENTS,
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  finishLinks(fragment);
  const box = ownerDocument().createElement('div');
  box.appendChild(fragment);
  return box.innerHTML;
}
