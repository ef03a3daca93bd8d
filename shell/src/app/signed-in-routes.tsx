import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@forkcast/shared-ui';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { InstallBanner } from '../features/install/components/install-banner';
import { HomePage } from '../features/home/components/home-page';
import { SessionResultsPage } from '../features/session-results/components/session-results-page';
import { anyVisitorRoutes } from './any-visitor-routes';
import { remoteScreen } from './remote-route-elements';
import { SignedInStore } from './signed-in-store';

/**
 * Signed in with preferences: home and the remote screens, inside the layout or full screen, all reading the
 * one client store (loaded with this route set, not with the landing page).
 */
export default function SignedInRoutes() {
  return (
    <SignedInStore>
      <Routes>
        {anyVisitorRoutes}
        <Route element={<AppLayout headerActions={<NotificationBell />} aboveTabBar={<InstallBanner />} />}>
          <Route path={paths.home} element={<HomePage />} />
          {[paths.settings, paths.randomizer, paths.spotlight, paths.favorites].map((path) => (
            <Route key={path} path={path} element={remoteScreen(path)} />
          ))}
        </Route>
        {[paths.swipe, paths.match, paths.noMatch, paths.soloComplete].map((path) => (
          <Route key={path} path={path} element={remoteScreen(path)} />
        ))}
        {/* Where a session notification leads; it forwards to /match, /no-match or /solo-complete. */}
        <Route path={paths.sessionResultsPattern} element={<SessionResultsPage />} />
        {/* /auth and any unknown path (including a stale onboarding link) lead home. */}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </SignedInStore>
  );
}
