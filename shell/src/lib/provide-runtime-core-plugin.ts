import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Production remotes are built without their own copy of the federation runtime core
 * (`experiments.externalRuntime`, see build-preset/create-webpack-config.js) and take the shell's from
 * this global. This is the federation package's own provideExternalRuntime plugin, written against the ES
 * module build the shell already bundles: that plugin requires the CommonJS build and so ships the runtime
 * core a second time (+24 KB gzip).
 */
const provideRuntimeCorePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'forkcast-provide-runtime-core',
  beforeInit(args) {
    const global = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
    global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
    return args;
  },
});

export default provideRuntimeCorePlugin;
