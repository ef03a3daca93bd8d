/* global __FORKCAST_REFRESH_SCOPE__ */
// React Fast Refresh in development, across Module Federation. Every dev build (the shell and each remote)
// is compiled with its own webpack runtime and its own @pmmmwh/react-refresh-webpack-plugin, but the page has
// one React, so it must have one react-refresh runtime too: React DOM registers with the first one injected
// into the DevTools global hook, and that one alone can refresh it. Each build's `react-refresh/runtime`
// resolves here (resolve.alias in create-webpack-config.js): the first build on the page creates the runtime,
// every later one reuses it from a global.
//
// Components are registered by "<module id> <name>", and module ids are numbers of each build's own
// (deterministic ids), so the shell's module 123 and a remote's module 123 would be taken for one module:
// each build's registrations are prefixed with its federation name. (The real runtime is
// `forkcast-react-refresh-runtime-original`, an alias of react-refresh's development build.)
const GLOBAL_KEY = '__forkcastReactRefreshRuntime';

function createRuntime() {
  const runtime = require('forkcast-react-refresh-runtime-original');
  let injected = false;
  return {
    ...runtime,
    // Once per page: a second injection would wrap the hook's inject and commit callbacks again.
    injectIntoGlobalHook(globalObject) {
      if (injected) return;
      injected = true;
      runtime.injectIntoGlobalHook(globalObject);
    },
  };
}

const shared = globalThis[GLOBAL_KEY] || (globalThis[GLOBAL_KEY] = createRuntime());
const scope = typeof __FORKCAST_REFRESH_SCOPE__ === 'string' ? __FORKCAST_REFRESH_SCOPE__ : '';

module.exports = {
  ...shared,
  register(type, id) {
    return shared.register(type, `${scope} ${id}`);
  },
};
