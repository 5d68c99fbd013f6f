import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// sonner's own stylesheet as a file (its runtime <style> injection is switched off in vite.config.ts).
import 'sonner/dist/styles.css';
import './index.css';
import { App } from './app/app';
import { preloadPageOf } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The service worker (vite-plugin-pwa, generateSW): the app shell offline and installable. Registered after the
// page has loaded, so its precache never competes with the first page for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered.', error);
    });
  });
}

// The first render as a transition: React renders the page in slices and gives the main thread back between
// them, instead of one long task that a slow phone cannot answer a tap during (Lighthouse's Total Blocking Time).
// A page with code of its own (help, orders, profile, admin) is fetched first, so it is drawn at once with the
// layout around it; a failed fetch renders anyway (the page's error boundary then says what went wrong).
const root = createRoot(container);
void preloadPageOf(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
