// What the share scope provides as `react-router-dom`. A shared module is never tree-shaken, and
// react-router 7 is ~60 KB gzip in full (data routers, SSR, RSC helpers), so the share scope carries only
// the parts these apps use: one router and its context, tree-shaken from react-router itself (which
// react-router-dom 7 only re-exports). Importing a name that is not listed here type-checks but is
// undefined at run time: build-preset's router-facade test (__tests__/react-router-facade.test.ts) fails when a package imports one.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
