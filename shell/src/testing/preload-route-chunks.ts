/**
 * The route sets are lazy chunks (app-routes.tsx). In jest the first import of one compiles every screen
 * behind it, which can outlast a findBy timeout on a busy machine: tests that render AppRoutes load them first.
 */
export async function preloadRouteChunks(): Promise<void> {
  await Promise.all([
    import('../app/signed-out-routes'),
    import('../app/onboarding-routes'),
    import('../app/signed-in-routes'),
    import('../app/tab-layout'),
    import('../features/home/components/home-page'),
    import('../features/session-results/components/session-results-page'),
  ]);
}
