/*
 * Starts the storefront's script on a page the server rendered (the API writes this script in its
 * place: apps/api src/seo/index-template.ts). The page already reads and shows without it; the script
 * only makes it interactive (hydration). Fetched after the page's own images and run after the page
 * has painted, its download no longer takes a slow network's bandwidth from them, and its long first
 * evaluation no longer holds back the paint of the largest one. Decision:
 * docs/decisions/023-hydrate-after-load.md.
 *
 * `data-module` names the entry script, `data-preload` (space-separated) the scripts this page's code needs beyond
 * it, as the server read them from the build. They are asked for together, so the page's code downloads beside
 * the entry instead of after the entry has run and its router has asked for it; and the entry's router, finding
 * them preloaded, starts no request of its own in the long task that matches the page (decision 078).
 *
 * The scripts are added once the window has loaded and the page has had its
 * first contentful paint (on a fast network the images can arrive before the first paint), at the
 * shopper's first touch, click, key or focus (they want the page to answer now, images or not), or at the
 * latest HYDRATE_BY_MS after this script runs, so a stalled image or a hidden tab, which does not paint,
 * never keeps the page from becoming interactive.
 *
 * First of all it starts this same file as a worker, which makes one number formatter and ends. A page's first `Intl`
 * formatter loads the browser's locale data, 30–50 ms on a laptop and several times that on a phone, and that data is
 * the renderer process's, not a thread's: loaded on a thread of its own while the page loads, it is there when
 * hydration draws the cart's quantity steppers (react-aria's NumberField formats their values) and when the listing's
 * filters open with their price slider, which would otherwise wait for it on the main thread (decision 081).
 */
(function hydrateAfterLoad() {
  if (typeof document === 'undefined') {
    // The worker: any locale loads the data every locale's formatter shares.
    new Intl.NumberFormat().format(0);
    close();
    return;
  }
  var HYDRATE_BY_MS = 3000;
  var entry = document.currentScript && document.currentScript.getAttribute('data-module');
  if (!entry) return;
  var source = document.currentScript.src;
  var preloads = (document.currentScript.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var added = false;
  var FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function addScript() {
    if (added) return;
    added = true;
    FIRST_INTERACTIONS.forEach(function (type) {
      window.removeEventListener(type, addScript, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function loadNumberDataApart() {
    try {
      new Worker(source);
    } catch {
      // A browser without workers, or one that refuses this one, loads the data on the first formatter instead.
    }
  }
  function afterFirstContentfulPaint(callback) {
    var painted = function () {
      return performance.getEntriesByName('first-contentful-paint').length > 0;
    };
    var observable = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
    if (!observable || painted()) return callback();
    var observer = new PerformanceObserver(function () {
      if (!painted()) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint' });
  }
  function onLoad() {
    afterFirstContentfulPaint(addScript);
  }
  loadNumberDataApart();
  FIRST_INTERACTIONS.forEach(function (type) {
    window.addEventListener(type, addScript, { capture: true, passive: true });
  });
  setTimeout(addScript, HYDRATE_BY_MS);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
})();
