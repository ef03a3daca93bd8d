import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '@forkcast/contracts';

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

/** The remote's own route table decides the screen, including its nested and unknown paths. */
export function RemoteRouteTable({ routes, prefix, unknown }: RouteTableProps & { routes: RemoteRoute[] }) {
  const table = routesUnder(routes, prefix);
  return (
    <Routes>
      {table.map(({ path, Component }) =>
        path === '' ? <Route key="" index element={<Component />} /> : <Route key={path} path={path} element={<Component />} />,
      )}
      {!table.some(({ path }) => path === '*') && <Route path="*" element={unknown} />}
    </Routes>
  );
}
