import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromManifest } from './lib/remotes';
import { registerServiceWorker } from './lib/register-service-worker';
import { captureInstallPrompt } from './features/install/stores/install-prompt-store';
import { readInlinedUser } from './lib/inlined-user';
import { preloadRouteSet } from './app/app-routes';
import { preloadPrerenderedScreen } from './app/prerendered-screen';
import { App } from './app/app';

// The install offer can arrive before the layout that shows it mounts: listen from the start.
captureInstallPrompt();
registerServiceWorker();

// Remotes are registered while the first screen renders (none of the first screens is a remote): loading a
// remote waits for the manifest, and if the manifest is unreachable each remote route shows its fallback.
registerRemotesFromManifest().catch((error: unknown) => console.error('[forkcast] remote manifest unavailable', error));

function render() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices, yielding to the browser in between, instead of
  // one long task, while the page's prerendered HTML stays on screen until the whole screen commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// When the page says who is signed in, their screens are loaded before the first render, so the HTML's first
// paint (home's header and greeting, the swipe room's card) gives way to the real screen, never to a spinner.
const inlinedUser = readInlinedUser();
if (inlinedUser) Promise.all([preloadRouteSet(inlinedUser), preloadPrerenderedScreen()]).then(render, render);
else render();
