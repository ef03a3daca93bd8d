import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import { readInlinedUser } from '../lib/inlined-user';
import { AppRoutes } from './app-routes';

/**
 * The page's QueryClient, seeded with who the gateway says is signed in, no one included (no round trip before
 * the first screen).
 */
function createPageQueryClient() {
  const queryClient = createQueryClient();
  const user = readInlinedUser();
  if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
  return queryClient;
}

/** The host: one QueryClient, one router, shared with every remote. */
export function App() {
  const [queryClient] = useState(createPageQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
