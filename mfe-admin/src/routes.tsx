import type { RemoteRoute } from '@forkcast/api-client/remotes';
import { paths } from '@forkcast/api-client';
import { AdminScreen } from './features/admin-dashboard/components/admin-screen';

export const routes: RemoteRoute[] = [{ path: paths.admin, Component: AdminScreen }];
