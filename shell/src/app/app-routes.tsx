import { Suspense, lazy, type ComponentType } from 'react';
import { FullPageSpinner } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import type { User } from '@forkcast/contracts';

/**
 * A route set loaded on demand that can also be loaded ahead: once loaded it renders at once, without
 * suspending, so a page whose HTML already shows the screen goes straight to it (no spinner in between).
 */
function routeSet(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => ((loaded = module.default), module));
  const Lazy = lazy(preload);
  return { preload, current: (): ComponentType => loaded ?? Lazy };
}

// One chunk per auth state, so a visitor downloads only the screens of the state they are in: the
// landing page carries neither home, onboarding, the notification bell nor their validation schemas.
const signedOut = routeSet(() => import('./signed-out-routes'));
const onboarding = routeSet(() => import('./onboarding-routes'));
const signedIn = routeSet(() => import('./signed-in-routes'));

const routeSetFor = (user: User | null) => (!user ? signedOut : !user.preferences ? onboarding : signedIn);

/** Loads the route set of a user known before the first render (the gateway inlines them into the page). */
export function preloadRouteSet(user: User | null): Promise<unknown> {
  return routeSetFor(user).preload();
}

/**
 * docs/product.md › Screens and routes. The auth state picks one route set; everything outside the set
 * redirects to that state's start page, so no screen ever renders for the wrong state.
 */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <FullPageSpinner />;

  const Routes = routeSetFor(user).current();
  // One of the SHELL_SUSPENSE_BOUNDARIES_ABOVE_A_REMOTE_SCREEN a prerendered room is hydrated inside.
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes />
    </Suspense>
  );
}
