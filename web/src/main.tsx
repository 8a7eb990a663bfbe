import { startTransition, StrictMode } from 'react';
import type { SWRConfiguration } from 'swr';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { startSession } from './lib/session';
import { serverPayload, type ServerPayload } from './lib/ssr/server-render';
import { SeededCache, skipFirstRevalidation } from './lib/ssr/swr-seed';
import './styles.css';

// Calls carry the bearer token whenever the session holds one, renewed 30 s before it expires (spec §4, §7).
startSession();

const root = document.getElementById('root')!;
const payload = serverPayload();

/** Takes over the server's HTML, from the answers the server rendered it with. */
function hydrate(payload: ServerPayload): void {
  const swr: SWRConfiguration = { use: [skipFirstRevalidation(new Set(Object.keys(payload.swr)))] };
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of blocking a slow phone's main thread (and the visitor's first tap) for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders swr={swr}>
          <SeededCache payload={payload}>
            <AppRouter />
          </SeededCache>
        </AppProviders>
      </StrictMode>,
    );
  });
}

if (payload) {
  // A public page the server rendered, painted already (its code is asked for after the first paint): taken over.
  hydrate(payload);
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
