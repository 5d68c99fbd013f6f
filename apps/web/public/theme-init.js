/* global window, document */
// Runs before the first paint (a classic script in <head>; the Content-Security-Policy allows no inline
// script): puts .dark on <html> when the visitor chose Dark, or chose nothing and the system is dark, so no
// light page flashes first. src/lib/theme.ts takes over once the app runs and must use the same key and colours.
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('paywise.theme');
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  // Scripts run: a prerendered page's closed parts (FAQ answers) stay closed; without JavaScript they show open.
  root.classList.add('js');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#161b29' : '#3730a3');
})();
