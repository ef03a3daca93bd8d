import { SubscriptionCard } from '../../features/billing/components/subscription-card';
import { NotificationsSection } from '../../features/notifications/components/notifications-section';
import { PushOptIn } from '../../features/notifications/components/push-opt-in';
import { PartnersSection } from '../../features/partners/components/partners-section';
import { SettingsScreen } from '../../features/settings/components/settings-screen';

/**
 * /settings as the features make it up: the settings form with billing's subscription card, the partners list
 * (offering notifications once there are partners) and the notification switches. Features don't import each
 * other (eslint.config.mjs); they meet here.
 */
export function SettingsRoute() {
  return (
    <SettingsScreen
      subscription={<SubscriptionCard />}
      partners={(userId) => <PartnersSection userId={userId} pushOptIn={<PushOptIn />} />}
      notifications={<NotificationsSection />}
    />
  );
}
