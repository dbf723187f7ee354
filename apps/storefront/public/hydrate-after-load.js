/*
 * Starts the storefront's script on a page the server rendered (the API writes this script in its
 * place: apps/api src/seo/index-template.ts). The page already reads and shows without it; the script
 * only makes it interactive (hydration). Fetched after the page's own images and run after the page
 * has painted, its download no longer takes a slow network's bandwidth from them, and its long first
 * evaluation no longer holds back the paint of the largest one. Decision:
 * docs/decisions/023-hydrate-after-load.md.
 *
 * `data-module` names the entry script. It is added at the window's load event, at the shopper's first
 * touch, click, key or focus (they want the page to answer now, images or not), or at the latest
 * HYDRATE_BY_MS after this script runs, so a stalled image never keeps the page from becoming interactive.
 */
(function hydrateAfterLoad() {
  var HYDRATE_BY_MS = 3000;
  var entry = document.currentScript && document.currentScript.getAttribute('data-module');
  if (!entry) return;
  var started = false;
  var FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function start() {
    if (started) return;
    started = true;
    FIRST_INTERACTIONS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
    FIRST_INTERACTIONS.forEach(function (type) {
      window.addEventListener(type, start, { capture: true, passive: true });
    });
    setTimeout(start, HYDRATE_BY_MS);
  }
})();
