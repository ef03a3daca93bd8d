import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { InstallBanner } from '../features/install/components/install-banner';

/** The signed-in layout: header with the notification bell, tab bar, install banner above it. */
export function TabLayout() {
  return <AppLayout headerActions={<NotificationBell />} aboveTabBar={<InstallBanner />} />;
}
