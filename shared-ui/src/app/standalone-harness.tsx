import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteRoute } from '../contracts/remotes';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from './app-providers';
import { FullPageSpinner } from '../components/full-page-spinner';

// Lazy: the store (Redux Toolkit) and the harness are not part of shared-ui's main entry, which every app
// (and the landing page) loads; only a remote's own dev page fetches them.
const StandaloneStore = lazy(() => import('./standalone-store'));
const Harness = lazy(() => import('./harness').then((m) => ({ default: m.Harness })));

/**
 * A remote run alone (npm run dev -w <remote>): its routes inside the shell's providers and a store like the
 * shell's, with a dev harness that signs in through the gateway, starts sessions and links every screen.
 */
export function StandaloneHarness({ routes }: { routes: RemoteRoute[] }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <StandaloneStore>
          <BrowserRouter>
            <Harness routes={routes} />
          </BrowserRouter>
        </StandaloneStore>
      </Suspense>
    </AppProviders>
  );
}
