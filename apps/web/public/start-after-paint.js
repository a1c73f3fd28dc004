// Starts the app once the page the server rendered is on screen, so its first picture waits for
// neither the app's scripts nor the work of running them. The server names the main script in
// data-app and the scripts of the page in data-preload, fetched beside it.
(function () {
  var start = document.currentScript;
  var app = start.getAttribute('data-app');
  var preloads = (start.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      preloads.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app;
      document.head.appendChild(script);
    });
  });
})();
