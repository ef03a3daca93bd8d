// What the share scope provides as `react-redux` (see react-router-dom.js for why a facade): the store's
// Provider and the hooks, without connect() and its helpers. A name missing here type-checks but is undefined
// at run time: build-preset's facade test (__tests__/react-router-facade.test.ts) fails when a package imports one.
//
// Through 'react-redux/alternate-renderers' (the same file as the package's main entry): 'react-redux' itself is
// the share scope's key, so inside the module that provides it, it would wait for itself.
export { Provider, useDispatch, useSelector, useStore } from 'react-redux/alternate-renderers';
