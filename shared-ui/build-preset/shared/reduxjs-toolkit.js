// What the share scope provides as `@reduxjs/toolkit` (see react-router-dom.js for why a facade): a shared
// module is never tree-shaken, and the whole toolkit (async thunks, entity adapters, dynamic middleware, the
// reselect and redux re-exports) lies on the swipe room's way to its first interactive card. Only the names these
// apps use, tree-shaken from the toolkit. A name missing here type-checks but is undefined at run time:
// build-preset's facade test (__tests__/react-router-facade.test.ts) fails when a package imports one.
//
// From the toolkit's file, not from '@reduxjs/toolkit': that request is the share scope's own key, so inside the
// module that provides it, it would wait for itself. The toolkit's exports map opens no other path to the file;
// create-shared-config.js checks that it is where this path says (the workspaces' hoisted node_modules).
export {
  combineSlices,
  configureStore,
  createAction,
  createListenerMiddleware,
  createSlice,
} from '../../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.browser.mjs';
