import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceMiles, milesToMeters } from '../../src/modules/restaurants/domain/geo';

/** An OSM element as Overpass answers `out center tags`: nodes with lat/lon, ways and relations with a center. */
export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

export interface OverpassCall {
  query: string;
  headers: IncomingHttpHeaders;
  around: { meters: number; lat: number; lon: number } | null;
  amenities: string[];
}

type Mode = { kind: 'answer' } | { kind: 'status'; status: number; retryAfter?: string } | { kind: 'hang' };

// The query the gateway sends (sources/overpass-source.ts), parsed as an Overpass server would read it.
const AROUND = /nwr\[amenity~"\^\(([a-z_|]+)\)\$"\]\(around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\);out center tags;/;
const BY_ID = /(node|way|relation)\((\d+)\);out center tags;/;

/**
 * A local Overpass API server speaking the real protocol: POST /api/interpreter with a form-encoded `data`
 * query, JSON `{ version, generator, osm3s, elements }` back. It answers around-queries from its elements by
 * real distance and amenity, and can be told to refuse (429 + Retry-After, 504) or to hang.
 */
export class FakeOverpass {
  readonly calls: OverpassCall[] = [];
  private mode: Mode = { kind: 'answer' };
  /** Milliseconds before each answer: lets concurrent searches overlap. */
  delayMs = 0;
  private readonly server: Server;

  private constructor(private readonly elements: OverpassElement[]) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const query = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('data') ?? '';
        const around = AROUND.exec(query);
        this.calls.push({
          query,
          headers: req.headers,
          around: around ? { meters: Number(around[2]), lat: Number(around[3]), lon: Number(around[4]) } : null,
          amenities: around ? around[1]!.split('|') : [],
        });
        setTimeout(() => this.respond(query, res), this.delayMs);
      });
    });
  }

  static async start(elements: OverpassElement[]): Promise<FakeOverpass> {
    const fake = new FakeOverpass(elements);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/interpreter`;
  }

  answer(): void {
    this.mode = { kind: 'answer' };
  }

  refuse(status: number, retryAfter?: string): void {
    this.mode = { kind: 'status', status, ...(retryAfter ? { retryAfter } : {}) };
  }

  hang(): void {
    this.mode = { kind: 'hang' };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private respond(query: string, res: ServerResponse): void {
    if (this.mode.kind === 'hang') return;
    if (this.mode.kind === 'status') {
      res.writeHead(this.mode.status, {
        'content-type': 'text/html',
        ...(this.mode.retryAfter ? { 'retry-after': this.mode.retryAfter } : {}),
      });
      res.end('<p>The server is probably too busy to handle your request.</p>');
      return;
    }
    const elements = this.select(query);
    if (elements === null) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<p>Error: line 1: parse error</p>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        version: 0.6,
        generator: 'Overpass API 0.7.62 (fake)',
        osm3s: { timestamp_osm_base: '2026-11-28T00:00:00Z' },
        elements,
      }),
    );
  }

  private select(query: string): OverpassElement[] | null {
    const around = AROUND.exec(query);
    if (around) {
      const amenities = around[1]!.split('|');
      const center = { latitude: Number(around[3]), longitude: Number(around[4]) };
      return this.elements.filter((element) => {
        const lat = element.lat ?? element.center!.lat;
        const lon = element.lon ?? element.center!.lon;
        const meters = milesToMeters(distanceMiles(center, { latitude: lat, longitude: lon }));
        return amenities.includes(element.tags.amenity ?? '') && meters <= Number(around[2]);
      });
    }
    const byId = BY_ID.exec(query);
    if (byId) return this.elements.filter((element) => element.type === byId[1] && element.id === Number(byId[2]));
    return null;
  }
}

/** Real-looking OSM elements around a point: varied cuisines and amenities, a way with a center, a shop left out. */
export function elementsAround(center: { lat: number; lon: number }, count: number, firstId: number): OverpassElement[] {
  const cuisines = ['pizza', 'mexican', 'thai', 'burger', 'coffee_shop', 'chinese', 'italian', 'sushi', 'indian', 'american'];
  const amenities = ['restaurant', 'restaurant', 'fast_food', 'cafe'];
  const elements: OverpassElement[] = Array.from({ length: count }, (_, i) => {
    const lat = center.lat + ((i % 7) - 3) * 0.004;
    const lon = center.lon + (Math.floor(i / 7) - 2) * 0.005;
    const tags = { amenity: amenities[i % amenities.length]!, name: `Place ${firstId + i}`, cuisine: cuisines[i % cuisines.length]! };
    return i % 5 === 4 ? { type: 'way', id: firstId + i, center: { lat, lon }, tags } : { type: 'node', id: firstId + i, lat, lon, tags };
  });
  elements.push({
    type: 'node',
    id: firstId + count,
    lat: center.lat,
    lon: center.lon,
    tags: { shop: 'bakery', name: 'Not a restaurant' },
  });
  return elements;
}
