import type { RemoteRoute } from '@forkcast/shared-ui/contracts';
import { paths } from '@forkcast/shared-ui';
import { AdminScreen } from './features/admin-dashboard/components/admin-screen';

export const routes: RemoteRoute[] = [{ path: paths.admin, Component: AdminScreen }];
