import type { RemoteRoute } from '@forkcast/shared-ui/contracts';
import { paths } from '@forkcast/shared-ui';

function AdminScreen() {
  return (
    <main>
      <h1>Access Denied</h1>
      <p>You don&apos;t have permission to access this page</p>
    </main>
  );
}

export const routes: RemoteRoute[] = [{ path: paths.admin, Component: AdminScreen }];
