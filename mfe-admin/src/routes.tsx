import { remotePaths } from '@forkcast/contracts/domain';
import { remoteRoutes } from '@forkcast/api-client/remotes';
import { AdminScreen } from './features/admin-dashboard/components/admin-screen';

// One screen per prefix declared in src/route-prefixes.json; the shell mounts it inside its one router and providers.
export const routes = remoteRoutes(remotePaths.mfe_admin, { admin: AdminScreen });
