import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@forkcast/shared-ui';
import { AppRoutes } from './app-routes';

/** The host: one QueryClient, one router, shared with every remote. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
