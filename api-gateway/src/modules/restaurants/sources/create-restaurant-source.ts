import { CatalogSource } from './catalog-source';
import { GooglePlacesSource } from './google-places-source';
import { OverpassSource } from './overpass-source';
import type { RestaurantSource } from './restaurant-source';
import type { Fetch } from './upstream-request';

/** What the gateway's config says about restaurant data (GOOGLE_PLACES_API_KEY, OVERPASS_URL, …). */
export interface RestaurantSourceOptions {
  googlePlacesApiKey?: string;
  googlePlacesBaseUrl?: string;
  overpassUrl?: string;
  /** For tests and instrumentation; defaults to the global fetch. */
  fetch?: Fetch;
  /** Per-request deadline for the remote sources. */
  timeoutMs?: number;
  catalogPath?: string;
}

/**
 * Google Places when a key is set (ratings, prices, photos), else Overpass when a server is set (live
 * OSM data), else the bundled catalog, which needs nothing and always works.
 */
export function createRestaurantSource(options: RestaurantSourceOptions = {}): RestaurantSource {
  if (options.googlePlacesApiKey) {
    return new GooglePlacesSource({
      apiKey: options.googlePlacesApiKey,
      ...(options.googlePlacesBaseUrl ? { baseUrl: options.googlePlacesBaseUrl } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
  }
  if (options.overpassUrl) {
    return new OverpassSource({
      url: options.overpassUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
  }
  return new CatalogSource(options.catalogPath);
}
