import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '../contracts/remotes';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from './app-providers';
import { FullPageSpinner } from '../components/full-page-spinner';

// Lazy: the store (Redux Toolkit) is not part of shared-ui's main entry, which the landing page loads.
const StandaloneStore = lazy(() => import('./standalone-store'));

/** Mounts one remote's routes alone (npm run dev -w <remote>), inside the shell's providers and a store. */
export function StandaloneHarness({ routes }: { routes: RemoteRoute[] }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <StandaloneStore>
          <BrowserRouter>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<StandaloneIndex routes={routes} />} />
            </Routes>
          </BrowserRouter>
        </StandaloneStore>
      </Suspense>
    </AppProviders>
  );
}

function StandaloneIndex({ routes }: { routes: RemoteRoute[] }) {
  return (
    <main style={{ padding: 16 }}>
      <h1>Standalone remote</h1>
      <ul>
        {routes.map((r) => (
          <li key={r.path}>
            <a href={r.path}>{r.path}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
