// Runs one webpack compiler of its own to the end: the service worker's and the static pages' (build/service-worker.js,
// build/static-pages.js), separate from the shell's compilation because a child would inherit the federation hooks.
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
