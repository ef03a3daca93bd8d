import { remotePaths } from '@forkcast/shared-ui';
import type { RemoteName } from '@forkcast/shared-ui/contracts';
import { RemoteScreen } from './remote-screen';

/** Which remote owns a path, from shared-ui's one table. */
export function remoteFor(path: string): RemoteName {
  const entry = (Object.entries(remotePaths) as [RemoteName, string[]][]).find(([, list]) => list.includes(path));
  if (!entry) throw new Error(`No remote renders ${path}`);
  return entry[0];
}

/** The element for a remote-rendered path. */
export function remoteScreen(path: string) {
  return <RemoteScreen remote={remoteFor(path)} path={path} />;
}
