import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { setAccessTokenProvider } from './lib/api-client';
import { getAccessToken } from './lib/session';
import './styles.css';

// Calls carry the bearer token whenever the session holds one (spec §7).
setAccessTokenProvider(getAccessToken);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
