import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
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
  const router = createAppRouter();
  // A page the server drew stays on screen until the app can draw that page, rather than a blank one.
  if (root.querySelector(':scope > [inert]')) await routerReady(router);
  // Drawn as a transition, React draws the page in short slices and a phone stays responsive meanwhile.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void start();
