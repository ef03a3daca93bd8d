import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromManifest } from './lib/remotes';
import { registerServiceWorker } from './lib/register-service-worker';
import { captureInstallPrompt } from './features/install/stores/install-prompt-store';
import { App } from './app/app';

// The install offer can arrive before the layout that shows it mounts: listen from the start.
captureInstallPrompt();
registerServiceWorker();

// Remotes are registered while the first screen renders (none of the first screens is a remote): loading a
// remote waits for the manifest, and if the manifest is unreachable each remote route shows its fallback.
registerRemotesFromManifest().catch((error: unknown) => console.error('[forkcast] remote manifest unavailable', error));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
