import { Suspense, lazy } from 'react';
import { FullPageSpinner, useCurrentUser } from '@forkcast/shared-ui';

// One chunk per auth state, so a visitor downloads only the screens of the state they are in: the
// landing page carries neither home, onboarding, the notification bell nor their validation schemas.
const SignedOutRoutes = lazy(() => import('./signed-out-routes'));
const OnboardingRoutes = lazy(() => import('./onboarding-routes'));
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/**
 * docs/product.md › Screens and routes. The auth state picks one route set; everything outside the set
 * redirects to that state's start page, so no screen ever renders for the wrong state.
 */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <FullPageSpinner />;

  return (
    <Suspense fallback={<FullPageSpinner />}>
      {!user ? <SignedOutRoutes /> : !user.preferences ? <OnboardingRoutes /> : <SignedInRoutes />}
    </Suspense>
  );
}
