import type { Router } from 'express';
import type { GeocodingProvider } from './geocoding-provider';
import { createGeocodingRouter } from './geocoding.router';
import { OfflineZipProvider } from './offline-zip-provider';

export interface GeocodingModule {
  /** ZIP code → coordinates (the randomizer starts from one). */
  provider: GeocodingProvider;
  router: Router;
}

/** `provider`: test seam; by default the bundled offline ZIP table. */
export function createGeocodingModule(deps: { provider?: GeocodingProvider | undefined } = {}): GeocodingModule {
  const provider = deps.provider ?? new OfflineZipProvider();
  return { provider, router: createGeocodingRouter(provider) };
}
