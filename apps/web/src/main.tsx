import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { showServerFailureToasts } from './app/failure-toasts';
import { createAppRouter, preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';
import { loadSessionUser } from './lib/session';
import { trackThisTab } from './lib/session/tabs';

async function start() {
  trackThisTab();
  // The page's code, its texts and the session load side by side rather than one after another.
  const namespaces = preloadRoute(window.location.pathname);
  void loadSessionUser();
  await initI18n(namespaces);
  showServerFailureToasts();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
