import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteRoute } from '@forkcast/api-client/remotes';
import type { HarnessIntro } from './harness';
import { AppProviders, createQueryClient } from '@forkcast/api-client';
import { FullPageSpinner } from '@forkcast/design-system';

// @forkcast/dev-harness, not a shared package: only a remote's own dev page (bootstrap.tsx,
// which production builds of a remote do not have) imports it. Lazy: the store and the harness panel load after
// the first render.
const StandaloneStore = lazy(() => import('./standalone-store'));
const Harness = lazy(() => import('./harness').then((m) => ({ default: m.Harness })));

export type { HarnessIntro } from './harness';

/**
 * A remote run alone (npm run dev -w <remote>): its routes inside the shell's providers and a store like the
 * shell's, with a dev harness that signs in through the gateway, starts sessions and links every screen.
 */
export function StandaloneHarness({ routes, intro }: { routes: RemoteRoute[]; intro?: HarnessIntro }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <StandaloneStore>
          <BrowserRouter>
            <Harness routes={routes} {...(intro ? { intro } : {})} />
          </BrowserRouter>
        </StandaloneStore>
      </Suspense>
    </AppProviders>
  );
}
