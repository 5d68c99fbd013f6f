import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// sonner's own stylesheet as a file (its runtime <style> injection is switched off in vite.config.ts).
import 'sonner/dist/styles.css';
import './index.css';
import { App } from './app/app';
import { startHistoryEntry } from './app/history-entry';
import { preloadPageOf } from './app/router';
import { activateLanguage } from './lib/i18n/i18n';
import { showLanguage, startingLanguage } from './lib/i18n/language';
import { isLanguage, languageOfPath } from './lib/i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the router reads the entry it was loaded on.
startHistoryEntry();

// The service worker (vite-plugin-pwa, generateSW): the app shell offline and installable. Registered after the
// page has loaded, so its precache never competes with the first page for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered.', error);
    });
  });
}

// A page under a language's prefix (/hi/..., /ta/...: the prerendered public pages in that language) keeps it in
// every link: the prefix is the router's basename.
const pathLanguage = languageOfPath(window.location.pathname);
const basename = pathLanguage ? `/${pathLanguage}` : undefined;
const app = (
  <StrictMode>
    <App Router={({ children }) => <BrowserRouter basename={basename}>{children}</BrowserRouter>} />
  </StrictMode>
);

// A page with code of its own (help, orders, profile, admin) is fetched first, so it is drawn at once with the
// layout around it (and, on a prerendered page, so hydration finds the same page the HTML has, not a loading
// state); a failed fetch renders anyway (the page's error boundary then says what went wrong).
// A public page arrives as HTML rendered at build time (scripts/prerender.mjs, docs/decisions/0012): React
// hydrates it. Any other page (and every page the service worker answers with the shell) has an empty root: React
// renders it, as a transition, so a slow phone can answer a tap meanwhile.
// The language: a prerendered page is hydrated in the language its HTML is written in, then shown in the chosen
// one if that differs; any other page renders in the chosen language from the start (its catalogues first).
const prerendered = container.hasChildNodes();
const htmlLanguage = document.documentElement.lang.split('-')[0];
const wanted = startingLanguage(pathLanguage);
const first = prerendered && isLanguage(htmlLanguage) ? htmlLanguage : wanted;
void Promise.all([
  preloadPageOf(
    basename ? window.location.pathname.slice(basename.length) || '/' : window.location.pathname,
  ).catch(() => undefined),
  activateLanguage(first).catch(() => undefined),
]).then(() => {
  if (prerendered) {
    hydrateRoot(container, app);
    if (wanted !== first) void showLanguage(wanted).catch(() => undefined);
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
});
