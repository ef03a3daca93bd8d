import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageSpinner, paths, useCurrentUser } from '@forkcast/shared-ui';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { InstallBanner } from '../features/install/components/install-banner';
import { LandingPage } from '../features/landing/components/landing-page';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { HomePage } from '../features/home/components/home-page';
import { SessionResultsPage } from '../features/session-results/components/session-results-page';
import { remoteScreen } from './remote-route-elements';

/** Screens reachable by any visitor in every state; each handles its own signed-out case. */
const anyVisitorRoutes = [paths.admin, paths.subscribe].map((path) => (
  <Route key={path} path={path} element={remoteScreen(path)} />
));

/**
 * Spec §2 "Route table by state". The auth state picks one route set; everything outside the set
 * redirects to that state's start page, so no screen ever renders for the wrong state.
 */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <FullPageSpinner />;

  if (!user) {
    return (
      <Routes>
        {anyVisitorRoutes}
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.auth} element={<SignInPage />} />
        <Route path="*" element={<Navigate to={paths.auth} replace />} />
      </Routes>
    );
  }

  if (!user.preferences) {
    // Onboarding renders at / itself: its own path never shows in the address bar.
    return (
      <Routes>
        {anyVisitorRoutes}
        <Route path={paths.home} element={<OnboardingPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    );
  }

  return (
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
  );
}
