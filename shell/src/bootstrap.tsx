import { createRoot } from 'react-dom/client';
import { registerRemotesFromManifest } from './lib/remotes';
import { App } from './app/app';

// Register remotes first; if the manifest is unreachable the shell still renders and each remote
// route shows its contained fallback.
registerRemotesFromManifest()
  .catch((error: unknown) => console.error('[forkcast] remote manifest unavailable', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(<App />);
  });
