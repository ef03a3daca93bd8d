// The swipe room's server code: after the remote's production build has emitted, src/server/render-swipe-room.tsx
// is built for Node into dist/server/swipe-room.mjs (shared-ui/build-preset/server-build.js). The gateway
// imports it from the remote's served build folder (a published version's, else dist/) to render GET /swipe,
// so publishing the remote updates the room's first paint with it; without the file the page is served plain.
const path = require('node:path');
const { AfterEmitPlugin, compile, serverBuildConfig } = require('@forkcast/build-preset/server-build.js');

const RENDERER_FILE = 'server/swipe-room.mjs';

/** Production builds only: the dev server serves the client alone (the gateway then serves the plain page). */
function withSwipeRoomRenderer(extend) {
  return (config, argv) => {
    const extended = extend ? extend(config, argv) : config;
    if (argv.mode === 'development') return extended;
    const entry = path.join(__dirname, '../src/server/render-swipe-room.tsx');
    extended.plugins.push(
      new AfterEmitPlugin('ForkcastSwipeRoomServer', (_compilation, outputDir) =>
        compile(serverBuildConfig({ name: 'swipe-room-server', entry, outputDir, filename: RENDERER_FILE })),
      ),
    );
    return extended;
  };
}

module.exports = { withSwipeRoomRenderer, RENDERER_FILE };
