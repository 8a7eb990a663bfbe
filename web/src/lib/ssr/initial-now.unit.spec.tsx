/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatRelative } from '@/lib/format';
import { ServerRender, ServerRenderContext, useInitialNow, type ServerPayload } from './server-render';

// act() flushes React's work in this test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RENDERED_AT = Date.parse('2026-11-27T10:00:00Z');
/** A news item published 40 s before the page was rendered: 'à l’instant' then, 'il y a 1 minute' 30 s later. */
const PUBLISHED = new Date(RENDERED_AT - 40_000).toISOString();

function Ago() {
  return <span>{formatRelative(PUBLISHED, useInitialNow())}</span>;
}

/** The part of a page whose code comes after the rest: it hydrates last, after its siblings' effects ran. */
let release: () => void = () => undefined;
const LateAgo = lazy(() => new Promise<{ default: typeof Ago }>((resolve) => (release = () => resolve({ default: Ago }))));

describe('the clock a server-rendered page hydrates with', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { __SERVER_PAYLOAD__?: ServerPayload }).__SERVER_PAYLOAD__;
  });

  it('is the server’s instant while each part hydrates, even one hydrated late: no mismatch', async () => {
    // The server's HTML, both parts written (on the server the late part's code is there).
    const server = new ServerRender('https://shop.example', RENDERED_AT);
    const html = renderToString(
      <ServerRenderContext.Provider value={server}>
        <Ago />
        <Suspense fallback={null}>
          <Ago />
        </Suspense>
      </ServerRenderContext.Provider>,
    );
    expect(html.match(/à l’instant/g)).toHaveLength(2);

    // The browser takes the page over 30 s later, past the minute for its own clock; the late part's code comes after.
    (window as { __SERVER_PAYLOAD__?: Partial<ServerPayload> }).__SERVER_PAYLOAD__ = { now: RENDERED_AT };
    jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 30_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Ago />
          <Suspense fallback={null}>
            <LateAgo />
          </Suspense>
        </>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await act(async () => release());
    // No mismatch: each part hydrated with the server's text, then moved on to the browser's clock.
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('il y a 1 minuteil y a 1 minute');
  });

  it('is the browser’s for a page the browser renders itself', () => {
    jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 30_000);
    const container = document.createElement('div');
    document.body.appendChild(container);
    act(() => createRoot(container).render(<Ago />));
    expect(container.textContent).toBe('il y a 1 minute');
  });
});
