// Runs one webpack compiler of its own to the end: the shell's service worker, landing bundle and server
// pages (shell/build/service-worker.js, server-pages.js) and the swipe remote's server code
// (mfe-swipe/build/swipe-room-renderer.js), each separate from its app's compilation because a child
// compilation would inherit the federation hooks.
const webpack = require('webpack');

/** Resolves with the compilation's stats; rejects on an error or a compilation with errors. */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

module.exports = { compile };
