import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { startSession } from './lib/session';
import { serverPayload, setHydrating } from './lib/ssr/server-render';
import { seededCache, skipFirstRevalidation } from './lib/ssr/swr-seed';
import './styles.css';

// Calls carry the bearer token whenever the session holds one, renewed 30 s before it expires (spec §4, §7).
startSession();

const root = document.getElementById('root')!;
const payload = serverPayload();

/** Ends the hydration window once the server's HTML is the browser's (a single child: element ids stay as the server made them). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => setHydrating(false), []);
  return children;
}

if (payload) {
  // A public page the server rendered: the browser takes over its HTML, from the answers the server used.
  const cache = seededCache(payload);
  const swr = { provider: () => cache, use: [skipFirstRevalidation(new Set(Object.keys(payload.swr)))] };
  setHydrating(true);
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders swr={swr}>
        <Hydrated>
          <AppRouter />
        </Hydrated>
      </AppProviders>
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
