/*
 * Starts the app once the page's first paint (the HTML drawn by the server: the home page's
 * hero, a trip's top) is on screen. The server writes this script, instead of the app's module
 * scripts, into pages that have such a first paint (server/src/web/scripts-after-first-paint.ts),
 * with the entry module and the modules to preload as data attributes: their downloads then
 * begin once the first paint is on screen, never competing with what it needs.
 */
/* global window, document, PerformanceObserver, requestAnimationFrame, setTimeout */
(function startAfterFirstPaint() {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function start() {
    // One insertion for all of them: each element added to the head on its own costs a phone a little.
    var tags = document.createDocumentFragment();
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    tags.appendChild(app);
    document.head.appendChild(tags);
  }

  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }

  // Start once the browser reports the first contentful paint (the first paint is on screen),
  // or, where it cannot report it, after the next frame. A page that paints nothing for a
  // while (a tab opened in the background) gets its app anyway, a little later.
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  setTimeout(startOnce, 2000);
})();
