import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RemoteLoading, RemoteScreen, renderRemoteFailure } from './remote-screen';
import { retryRemotePrefixes, type RemotePrefix, type RemotePrefixes } from './use-remote-prefixes';

/**
 * One route per prefix the manifest lists: '<prefix>/*' renders that remote's own route table. `unknown`
 * is what the route set shows for a path nobody renders (its redirect), also under a remote's prefix.
 */
export function remoteRoutes(prefixes: RemotePrefix[], unknown: ReactNode) {
  return prefixes.map(({ remote, path }) => (
    <Route key={path} path={`${path}/*`} element={<RemoteScreen remote={remote} prefix={path} unknown={unknown} />} />
  ));
}

/**
 * A path no route of the set matched. Until the manifest is read it may still be a remote's, so it waits
 * (spinner), or offers Retry when the manifest is unreachable; then it shows `children` (the set's redirect).
 * `status` is the route set's own reading of the manifest (useRemotePrefixes), the one its routes were built
 * from: a reading of its own could already say 'ready' while the routes do not have the prefixes yet.
 */
export function UnknownPath({ status, children }: { status: RemotePrefixes['status']; children: ReactNode }) {
  if (status === 'loading') return <RemoteLoading />;
  if (status === 'failed') return renderRemoteFailure(retryRemotePrefixes);
  return children;
}
