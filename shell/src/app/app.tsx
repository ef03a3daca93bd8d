import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createQueryClient, remotePaths } from '@forkcast/shared-ui';
import type { RemoteName } from '@forkcast/shared-ui/contracts';
import { RemoteScreen } from './remote-screen';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<h1>Forkcast shell</h1>} />
          {(Object.entries(remotePaths) as [RemoteName, string[]][]).flatMap(([remote, list]) =>
            list.map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <RemoteScreen
                    remote={remote}
                    path={path}
                    loading={<p>Loading...</p>}
                    fallback={(retry) => <button onClick={retry}>Retry</button>}
                  />
                }
              />
            )),
          )}
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
