import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { startSession } from './lib/session';
import './styles.css';

// Calls carry the bearer token whenever the session holds one, renewed 30 s before it expires (spec §4, §7).
startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
