// Starts the app once the page the server rendered is on screen, so its first picture waits for
// neither the app's scripts nor the work of running them. The server names the main script in
// data-app and the scripts of the page in data-preload, fetched beside it.
(function () {
  var start = document.currentScript;
  var app = start.getAttribute('data-app');
  var preloads = (start.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Starting a fetch costs a slow phone a few milliseconds: a few at a time, so that no task
  // grows long enough to hold up a tap.
  var PER_TASK = 6;
  function preloadFrom(index) {
    preloads.slice(index, index + PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (index + PER_TASK < preloads.length) setTimeout(preloadFrom, 0, index + PER_TASK);
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app;
      document.head.appendChild(script);
      setTimeout(preloadFrom, 0, 0);
    });
  });
})();
