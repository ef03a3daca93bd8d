import type { RemoteRoute } from '@forkcast/contracts';
import { paths } from '@forkcast/api-client';
import { SettingsScreen } from './features/settings/components/settings-screen';
import { SubscribeScreen } from './features/billing/components/subscribe-screen';

export const routes: RemoteRoute[] = [
  { path: paths.subscribe, Component: SubscribeScreen },
  { path: paths.settings, Component: SettingsScreen },
];
