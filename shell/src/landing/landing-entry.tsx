import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/register-service-worker';
import { LandingDocument } from './landing-document';

// The HTML already shows the page; hydration only makes the carousel move. The service worker is
// registered here too, so a first visit that never signs in still gets the app precached.
registerServiceWorker();
// In a transition, React hydrates in slices, yielding to the browser in between: in one go it was a 100 ms
// task under Lighthouse's 4x slowdown. A tap meanwhile hydrates what it lands on first.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <LandingDocument />
    </StrictMode>,
  );
});
