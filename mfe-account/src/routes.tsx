import { remotePaths } from '@forkcast/contracts/domain';
import { remoteRoutes } from '@forkcast/api-client/remotes';
import { SettingsRoute } from './app/routes/settings';
import { SubscribeScreen } from './features/billing/components/subscribe-screen';
import { InviteScreen } from './features/partners/components/invite-screen';

// One entry per prefix declared in src/route-prefixes.json; the shell mounts each inside its one router and providers.
export const routes = remoteRoutes(remotePaths.mfe_account, {
  settings: SettingsRoute,
  subscribe: SubscribeScreen,
  // An invite link or QR code (/invite/<token>); open to visitors, who are sent to sign in and back.
  invite: [{ path: ':token', Component: InviteScreen }],
});
