import { INVITE_PATH_PREFIX } from '@forkcast/contracts';
import type { RemoteRoute } from '@forkcast/api-client/remotes';
import { paths } from '@forkcast/api-client';
import { SettingsScreen } from './features/settings/components/settings-screen';
import { SubscribeScreen } from './features/billing/components/subscribe-screen';
import { InviteScreen } from './features/partners/components/invite-screen';

export const routes: RemoteRoute[] = [
  { path: paths.subscribe, Component: SubscribeScreen },
  { path: paths.settings, Component: SettingsScreen },
  // An invite link or QR code (issue 30.2); open to visitors, who are sent to sign in and back.
  { path: `${INVITE_PATH_PREFIX}/:token`, Component: InviteScreen },
];
