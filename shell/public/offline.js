// The offline page's only behaviour (a separate file: the Content-Security-Policy allows no inline script).
// Retry reloads the address the visitor wanted (the page is served for that same URL). Once the browser says
// it is online again, the page reloads by itself, but only after the server has answered: the `online` event
// can come before the connection really works, and reloading too early would just show this page again.
(function () {
  var MAX_PROBES = 6;
  // If the server answers but the page still can't load, stop after a few automatic reloads a minute (no loop).
  var MAX_AUTO_RELOADS = 3;
  var RELOADS_KEY = 'forkcast.offline.autoReloads';

  /** Automatic reloads of this tab in the last minute, as timestamps. */
  function recentAutoReloads() {
    try {
      var now = Date.now();
      return JSON.parse(sessionStorage.getItem(RELOADS_KEY) || '[]').filter(function (at) {
        return now - at < 60000;
      });
    } catch {
      return null;
    }
  }

  function autoReload() {
    var recent = recentAutoReloads();
    if (!recent || recent.length >= MAX_AUTO_RELOADS) return;
    sessionStorage.setItem(RELOADS_KEY, JSON.stringify(recent.concat(Date.now())));
    window.location.reload();
  }

  function reloadWhenReachable(attempt) {
    fetch('/api/health', { cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error('not ready');
        autoReload();
      })
      .catch(function () {
        if (attempt + 1 < MAX_PROBES) {
          setTimeout(
            function () {
              reloadWhenReachable(attempt + 1);
            },
            1000 * Math.pow(2, attempt),
          );
        }
      });
  }

  document.getElementById('retry').addEventListener('click', function () {
    window.location.reload();
  });
  window.addEventListener('online', function () {
    reloadWhenReachable(0);
  });
  if (navigator.onLine) reloadWhenReachable(0);
})();
