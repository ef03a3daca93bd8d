import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromManifest } from './lib/remotes';
import { registerServiceWorker } from './lib/register-service-worker';
import { captureInstallPrompt } from './features/install/hooks/install-prompt-store';
import { App } from './app/app';

// The install offer can arrive before the layout that shows it mounts: listen from the start.
captureInstallPrompt();
registerServiceWorker();

// Register remotes first; if the manifest is unreachable the shell still renders and each remote
// route shows its contained fallback.
registerRemotesFromManifest()
  .catch((error: unknown) => console.error('[forkcast] remote manifest unavailable', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
