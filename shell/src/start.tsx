import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenIdle, yieldToBrowser } from '@forkcast/design-system';
import { registerRemotesFromManifest } from './lib/remotes';
import { registerServiceWorker } from './lib/register-service-worker';
import { readInlinedUser } from './lib/inlined-user';
import { preloadRouteSet } from './app/app-routes';
import { canHydratePrerenderedScreen, hasPrerenderedScreen, preloadPrerenderedScreen } from './app/prerendered-screen';
import { preloadTabScreens } from './app/lazy-tab-screens';
import { App } from './app/app';

registerServiceWorker();

// Remotes are registered while the first screen renders (none of the first screens is a remote): loading a
// remote waits for the manifest, and if the manifest is unreachable each remote route shows its fallback.
registerRemotesFromManifest().catch((error: unknown) => console.error('[forkcast] remote manifest unavailable', error));

/**
 * Runs `task` once the person first presses something (a pointer or a key), then when the page is idle: work
 * for a later screen does not take the main thread while the page is still starting.
 */
function afterFirstInput(task: () => void): void {
  const events = ['pointerdown', 'keydown'] as const;
  const first = () => {
    events.forEach((type) => window.removeEventListener(type, first, true));
    whenIdle(task, 3000);
  };
  events.forEach((type) => window.addEventListener(type, first, { capture: true, passive: true }));
}

function render() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The room the gateway prerendered is hydrated, not rendered again: React adopts the HTML's elements and
  // attaches its handlers. In a transition, as below: hydration at the default priority is one task, at a
  // transition's it yields to the browser between slices. Should the first render differ from the HTML after
  // all, React renders the page afresh and says so here.
  if (canHydratePrerenderedScreen()) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('[forkcast] the prerendered screen could not be hydrated; rendered it again', error),
      });
    });
    return;
  }
  const root = createRoot(container);
  // A transition: React renders the first screen in slices, yielding to the browser in between, instead of
  // one long task, while the page's prerendered HTML stays on screen until the whole screen commits.
  startTransition(() => root.render(app));
}

// When the page says who is signed in, their screens are loaded before the first render, so the HTML's first
// paint (home's header and greeting, the swipe room's card) gives way to the real screen, never to a spinner.
const inlinedUser = readInlinedUser();
if (inlinedUser) {
  // A prerendered full-screen room needs its remote, not the tab screens (fetched once it is up); any other
  // page of a user with preferences may be home or inside the layout.
  const room = hasPrerenderedScreen();
  // One after the other, a task apart: evaluated together (both arrive with the page), the route set and
  // home's screens were one 110 ms task under Lighthouse's 4x slowdown. A remote's room loads over the
  // network meanwhile (its manifest, its entry), so it starts at once.
  const screens = room ? preloadPrerenderedScreen() : null;
  const routeSet = preloadRouteSet(inlinedUser);
  const rendered = Promise.all([
    routeSet,
    screens ?? (inlinedUser.preferences ? routeSet.then(yieldToBrowser).then(preloadTabScreens) : null),
  ]).then(render, render);
  // Once the room is in use (first press) and the page idle: Leave goes home without a wait. Not at start-up:
  // evaluating home and the layout was a 170 ms task under Lighthouse's 4x slowdown, after the card was up.
  if (room) void rendered.then(() => afterFirstInput(() => void preloadTabScreens().catch(() => undefined)));
} else {
  render();
}
