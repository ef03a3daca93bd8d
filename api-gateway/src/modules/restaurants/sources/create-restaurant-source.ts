import { CatalogSource } from './catalog-source';
import { GooglePlacesSource } from './google-places-source';
import { LiveSourceGuard } from './live-source-guard';
import { OverpassSource } from './overpass-source';
import type { RestaurantSource } from './restaurant-source';
import type { Fetch } from './upstream-request';

/** What the gateway's config says about restaurant data (RESTAURANT_SOURCE, GOOGLE_PLACES_API_KEY, OVERPASS_URL, …). */
export interface RestaurantSourceOptions {
  /** 'catalog' keeps the gateway offline: the bundled catalog answers everything. Default 'live'. */
  mode?: 'live' | 'catalog';
  googlePlacesApiKey?: string;
  googlePlacesBaseUrl?: string;
  overpassUrl?: string;
  /** Sent to Overpass: names Forkcast and the operator's contact, as public instances ask. */
  userAgent?: string;
  /** For tests and instrumentation; defaults to the global fetch. */
  fetch?: Fetch;
  /** Per-request deadline for the remote sources. */
  timeoutMs?: number;
  catalogPath?: string;
}

export interface RestaurantSources {
  /** Asked first: the live source behind its guard, or the catalog in catalog mode. */
  primary: RestaurantSource;
  /** The bundled catalog: every answer in catalog mode, the stand-in while the live source is down. */
  catalog: CatalogSource;
  /** The live source's guard (its health for /api/health); null when the catalog is the only source. */
  live: LiveSourceGuard | null;
}

/**
 * Google Places when a key is set (ratings, prices, photos), else live OpenStreetMap through Overpass, each
 * behind a guard that rests it after a failure; the bundled catalog stands in meanwhile and answers alone in
 * catalog mode (or with no live source configured).
 */
export function createRestaurantSources(options: RestaurantSourceOptions = {}): RestaurantSources {
  const catalog = new CatalogSource(options.catalogPath);
  const live = options.mode === 'catalog' ? null : liveSource(options);
  return live ? { primary: live, catalog, live } : { primary: catalog, catalog, live: null };
}

function liveSource(options: RestaurantSourceOptions): LiveSourceGuard | null {
  const remote = {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  if (options.googlePlacesApiKey) {
    return new LiveSourceGuard(
      new GooglePlacesSource({
        apiKey: options.googlePlacesApiKey,
        ...(options.googlePlacesBaseUrl ? { baseUrl: options.googlePlacesBaseUrl } : {}),
        ...remote,
      }),
    );
  }
  if (options.overpassUrl) {
    return new LiveSourceGuard(
      new OverpassSource({ url: options.overpassUrl, ...(options.userAgent ? { userAgent: options.userAgent } : {}), ...remote }),
    );
  }
  return null;
}
