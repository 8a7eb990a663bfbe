import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import type { WindowLike } from 'dompurify';
import { AppProviders } from './app/providers';
import { canonicalPath, isServerRendered } from './app/public-routes';
import { AppRoutes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { setSanitizerWindow } from './lib/sanitize-html';
import { documentOf, type PageManifest } from './lib/ssr/page-document';
import { ServerRender, ServerRenderContext, type SeededEntry } from './lib/ssr/server-render';
import { KeyRecorder } from './lib/ssr/key-recorder';
import { cacheStateOf } from './lib/ssr/swr-seed';

export { isServerRendered };

/** Data discovered by one render may make the next render ask for more (a label, then its books…): at most this many rounds. */
const MAX_DATA_ROUNDS = 4;
/** A render that takes longer than this is cut short (the browser then finishes the page). */
const RENDER_TIMEOUT_MS = 5_000;

export interface ServerRendering {
  /** The shop's public origin (PUBLIC_URL), for canonical addresses. */
  canonicalOrigin: string;
  /** The built SPA's index.html, around which the page is written. */
  template: string;
  manifest: PageManifest;
  /** The built stylesheets by address ('/assets/index-….css' → its CSS), written into the pages. */
  styles: Record<string, string>;
}

export type RenderedPage = { status: number; html: string } | { status: 301 | 302; location: string } | { status: 404; shell: true };

/** Sets up the server's environment once: the API reached in-process, and a DOM for the HTML sanitiser. */
export function configureServerRendering(options: { fetchApi: typeof fetch; window: WindowLike & { document: Document } }): void {
  setApiTransport(options.fetchApi);
  setSanitizerWindow(options.window);
}

function tree(url: string, server: ServerRender, seeds: Map<string, SeededEntry>, recorder: KeyRecorder): ReactNode {
  const cache = new Map([...seeds].map(([key, entry]) => [key, cacheStateOf(entry)]));
  // Nothing is fetched while rendering: the recorder notes what the page asks for, fetched between rounds.
  const swr = { provider: () => cache, use: [recorder.middleware], revalidateOnMount: false };
  return (
    <ServerRenderContext.Provider value={server}>
      <StrictMode>
        <AppProviders swr={swr}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    </ServerRenderContext.Provider>
  );
}

/** The HTML of a tree once everything in it is ready (React's streaming renderer, read to its end). */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(node, {
      // Whole boundaries inline: React would otherwise move large ones to a hidden element a script reveals, and a visitor without JavaScript would see none of the page.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
    setTimeout(() => stream.abort(new Error('Rendu trop long.')), RENDER_TIMEOUT_MS).unref();
  });
}

/**
 * A public page rendered on the server (`origin`: the address the visitor used, which links to share
 * and the page's own absolute links follow, as the browser's would): the tree is rendered, the API answers it asked for are
 * fetched in-process, and it is rendered again until it asks for nothing new. The page's HTML, its
 * head and those answers (for the browser's SWR cache) go into the SPA's index.html.
 */
export async function renderPage(url: string, rendering: ServerRendering, origin: string): Promise<RenderedPage> {
  const seeds = new Map<string, SeededEntry>();
  const now = Date.now();
  const recorder = new KeyRecorder(seeds);
  for (let round = 1; ; round++) {
    const server = new ServerRender(origin, now);
    const html = await renderToHtml(tree(url, server, seeds, recorder));
    if (server.notFound) return { status: 404, shell: true };
    if (server.redirect) return { status: server.redirect.permanent ? 301 : 302, location: server.redirect.to };
    if (recorder.pending.size === 0 || round === MAX_DATA_ROUNDS) {
      const pathname = new URL(url, origin).pathname;
      const page = documentOf(rendering, { html, server, seeds, canonical: rendering.canonicalOrigin + canonicalPath(pathname) });
      return { status: server.status, html: page };
    }
    await recorder.fetchPending();
  }
}
