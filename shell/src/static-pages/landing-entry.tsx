import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/register-service-worker';
import { LandingDocument } from './landing-document';

// The HTML already shows the page; hydration only makes the carousel move. The service worker is
// registered here too, so a first visit that never signs in still gets the app precached.
registerServiceWorker();
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <LandingDocument />
  </StrictMode>,
);
