import { useMemo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '@forkcast/api-client/remotes';

export interface RouteTableProps {
  /** The prefix this route serves ('/settings'): the remote's routes under it decide the screen. */
  prefix: string;
  /** What a path under the prefix shows when the remote has no route for it (and no '<prefix>/*' of its own). */
  unknown: ReactNode;
}

/**
 * The remote's routes under `prefix`, relative to it: the shell mounts this table at '<prefix>/*', and
 * react-router matches descendant routes against the rest of the path ('/admin/users' → 'users').
 */
function routesUnder(routes: RemoteRoute[], prefix: string): RemoteRoute[] {
  return routes.flatMap((route) => {
    if (route.path === prefix) return [{ ...route, path: '' }];
    return route.path.startsWith(`${prefix}/`) ? [{ ...route, path: route.path.slice(prefix.length + 1) }] : [];
  });
}

/**
 * The remote's own route table decides the screen, including its nested and unknown paths. The table is built
 * once per remote, prefix and fallback, not on every render (a location change re-renders this component).
 */
export function RemoteRouteTable({ routes, prefix, unknown }: RouteTableProps & { routes: RemoteRoute[] }) {
  const table = useMemo(() => {
    const under = routesUnder(routes, prefix);
    return [
      ...under.map(({ path, Component }) =>
        path === '' ? <Route key="" index element={<Component />} /> : <Route key={path} path={path} element={<Component />} />,
      ),
      ...(under.some(({ path }) => path === '*') ? [] : [<Route key="*" path="*" element={unknown} />]),
    ];
  }, [routes, prefix, unknown]);
  return <Routes>{table}</Routes>;
}
