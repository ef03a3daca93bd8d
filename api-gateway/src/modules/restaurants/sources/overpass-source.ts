import { z } from 'zod';
import { milesToMeters } from '../domain/geo';
import type { Place } from '../domain/place';
import { overpassElementsToPlaces } from './overpass-mapping';
import { RestaurantSourceError, type NearbyQuery, type RestaurantSource } from './restaurant-source';
import { readJson, requestUpstream, type Fetch, type UpstreamRequest } from './upstream-request';

export interface OverpassOptions {
  /** The interpreter endpoint, e.g. https://overpass-api.de/api/interpreter. */
  url: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /** Public instances ask clients to name themselves and a contact (config.ts builds it from OPERATOR_CONTACT). */
  userAgent?: string;
}

/** A session start waits this long for the live source before the catalog answers instead. */
export const DEFAULT_OVERPASS_TIMEOUT_MS = 5000;
export const DEFAULT_OVERPASS_USER_AGENT = 'Forkcast (restaurant decision app)';

const answerSchema = z.object({
  elements: z.array(z.unknown()),
  remark: z.string().optional(),
});

const OSM_ID = /^osm:(node|way|relation)\/(\d+)$/;

/** The query the bundled catalog came from: eating places around a point, ways/relations reduced to a center. */
export function nearbyQuery({ latitude, longitude, radiusMiles }: NearbyQuery, serverTimeoutSeconds: number): string {
  const meters = Math.round(milesToMeters(radiusMiles));
  return (
    `[out:json][timeout:${serverTimeoutSeconds}];` +
    `nwr[amenity~"^(restaurant|fast_food|cafe)$"](around:${meters},${latitude},${longitude});` +
    'out center tags;'
  );
}

/** OpenStreetMap through an Overpass API server (OVERPASS_URL). */
export class OverpassSource implements RestaurantSource {
  readonly kind = 'overpass' as const;
  private readonly request: UpstreamRequest;

  constructor(private readonly options: OverpassOptions) {
    this.request = {
      source: 'overpass',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_OVERPASS_TIMEOUT_MS,
    };
  }

  nearby(query: NearbyQuery): Promise<Place[]> {
    return this.run(nearbyQuery(query, this.serverTimeoutSeconds()));
  }

  async details(placeId: string): Promise<Place | null> {
    const match = OSM_ID.exec(placeId);
    if (!match) return null;
    const places = await this.run(`[out:json][timeout:${this.serverTimeoutSeconds()}];${match[1]}(${match[2]});out center tags;`);
    return places[0] ?? null;
  }

  /** Ask the server to give up before we do, so a slow query fails there rather than piling up. */
  private serverTimeoutSeconds(): number {
    return Math.max(1, Math.floor(this.request.timeoutMs / 1000));
  }

  private async run(query: string): Promise<Place[]> {
    const what = 'Overpass query';
    const json = await requestUpstream(
      this.options.url,
      {
        ...this.request,
        init: {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'user-agent': this.options.userAgent ?? DEFAULT_OVERPASS_USER_AGENT,
          },
          body: new URLSearchParams({ data: query }).toString(),
        },
      },
      what,
      (response) => readJson(response, 'overpass', what),
    );
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new RestaurantSourceError('overpass', 'BAD_RESPONSE', `${what} answered an unexpected shape`);
    // A query that ran out of time or memory still answers 200, with a remark and partial elements.
    const remark = parsed.data.remark;
    if (remark && /error|timed out|out of memory/i.test(remark)) {
      const code = /timed out/i.test(remark) ? 'TIMEOUT' : 'UPSTREAM_ERROR';
      throw new RestaurantSourceError('overpass', code, `${what} failed on the server: ${remark.slice(0, 200)}`);
    }
    return overpassElementsToPlaces(parsed.data.elements);
  }
}
