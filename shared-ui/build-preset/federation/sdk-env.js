// What a release build puts in place of @module-federation/sdk's dist/env.js (see create-webpack-config.js): the
// same exports, except that the debug switch is not read from localStorage. The runtime asks for it while
// main.js is evaluated, and a page's first localStorage read loads the origin's whole storage area by a
// synchronous call to the browser process: 5 to 18 ms of /swipe's largest start-up task in Lighthouse traces,
// four times that in its mobile simulation. Debug logs are still there: FEDERATION_DEBUG in the page's query
// string (`/swipe?FEDERATION_DEBUG=1`), the FEDERATION_DEBUG global or, under Node, the environment variable.
/* global window, FEDERATION_DEBUG */
const isBrowserEnvValue = typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

function isBrowserDebug() {
  try {
    return isBrowserEnv() && new URLSearchParams(window.location.search).has('FEDERATION_DEBUG');
  } catch {
    return false;
  }
}

export function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env.FEDERATION_DEBUG) return Boolean(process.env.FEDERATION_DEBUG);
  if (typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG)) return true;
  return isBrowserDebug();
}

export function getProcessEnv() {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}

export { isBrowserEnvValue };
