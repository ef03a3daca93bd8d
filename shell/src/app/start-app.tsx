import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { User } from '@forkcast/contracts';
import { registerRemotesFromManifest } from '../lib/remotes';
import { App } from './app';
import { preloadRouteSet } from './app-routes';

/**
 * Registers the remotes and renders the app. Remotes are registered while the first screen renders (none of
 * the first screens is a remote): loading a remote waits for the manifest, and if the manifest is unreachable
 * each remote route shows its fallback.
 */
export async function startApp(inlinedUser: User | null): Promise<void> {
  registerRemotesFromManifest().catch((error: unknown) => console.error('[forkcast] remote manifest unavailable', error));
  // When the page says who is signed in, their screens are loaded before the first render, so the HTML's first
  // paint (home's header and greeting) gives way to the real screen, never to a spinner.
  if (inlinedUser) await preloadRouteSet(inlinedUser).catch(() => undefined);
  // The route set's modules were evaluated in the task its files arrived in; React starts in the next one.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
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
