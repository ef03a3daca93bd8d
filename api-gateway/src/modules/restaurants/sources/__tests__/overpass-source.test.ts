import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OverpassSource } from '../overpass-source';
import { RestaurantSourceError } from '../restaurant-source';
import { RecordedServer, sendJson } from './helpers/recorded-server';

const answer = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'overpass-nearby.json'), 'utf8')) as {
  elements: unknown[];
};
const PHILLY = { latitude: 39.9525, longitude: -75.1741, radiusMiles: 1 };

let server: RecordedServer;
beforeAll(async () => {
  server = await RecordedServer.start();
});
afterAll(() => server.stop());

const source = (timeoutMs = 2000) => new OverpassSource({ url: `${server.baseUrl}/api/interpreter`, timeoutMs });

describe('OverpassSource', () => {
  it('POSTs the catalog query and maps nodes, ways and relations to places', async () => {
    server.answer((_request, response) => sendJson(response, answer));
    const places = await source().nearby(PHILLY);

    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/interpreter');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(request.body).get('data')).toBe(
      '[out:json][timeout:2];nwr[amenity~"^(restaurant|fast_food|cafe)$"](around:1609,39.9525,-75.1741);out center tags;',
    );

    expect(places.map((p) => p.id)).toEqual(['osm:node/333786044', 'osm:way/45029311', 'osm:relation/9876543']);
    expect(places[0]).toEqual({
      id: 'osm:node/333786044',
      name: "Sam's Morning Glory",
      lat: 39.9408584,
      lng: -75.1589281,
      cuisines: ['Breakfast', 'American'],
      priceLevel: null,
      rating: null,
      vicinity: '735 South 10th Street, Philadelphia',
      phone: '+1 215-413-3999',
      website: null,
      openingHours: 'Mo-Fr 08:00-16:00; Sa,Su 08:00-15:00',
      diet: { vegetarian: 'yes', glutenFree: 'limited' },
      photoRef: null,
      source: 'overpass',
    });
    expect(places[1]).toMatchObject({
      lat: 39.9523115,
      lng: -75.1672803,
      cuisines: ['Falafel', 'Middle Eastern'],
      phone: '+1 267-239-0777',
      website: 'https://www.goldiefalafel.com/',
      vicinity: '1526 Sansom Street',
      diet: { vegan: 'only', kosher: 'yes' },
    });
    // Unknown diet values are ignored; lactose-free counts as dairy-free; amenity names the kind of place.
    expect(places[2]).toMatchObject({ cuisines: ['Cafe'], diet: { dairyFree: 'no' }, vicinity: null });
  });

  it('looks up one element by its OSM id', async () => {
    server.answer((_request, response) => sendJson(response, { elements: [answer.elements[1]] }));
    const place = await source().details('osm:way/45029311');
    expect(new URLSearchParams(server.requests[0]!.body).get('data')).toBe('[out:json][timeout:2];way(45029311);out center tags;');
    expect(place?.name).toBe('Goldie');
    expect(await source().details('scranit-austin:4')).toBeNull();
    expect(await source().details('gplaces:abc')).toBeNull();
  });

  it('throws a typed error on HTTP errors, rate limits, server-side failures and timeouts', async () => {
    const failure = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RestaurantSourceError);
      return error as RestaurantSourceError;
    };

    server.answer((_request, response) => {
      response.writeHead(504);
      response.end('Gateway Timeout');
    });
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ source: 'overpass', code: 'HTTP_ERROR', upstreamStatus: 504 });

    server.answer((_request, response) => {
      response.writeHead(429);
      response.end('Too Many Requests');
    });
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'OVER_QUERY_LIMIT' });

    server.answer((_request, response) =>
      sendJson(response, { elements: [], remark: 'runtime error: Query timed out in "query" at line 1 after 2 seconds.' }),
    );
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'TIMEOUT' });

    server.answer((_request, response) => sendJson(response, { remark: 'unexpected' }));
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'BAD_RESPONSE' });

    server.answer(() => undefined);
    expect(await failure(source(150).nearby(PHILLY))).toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('cuisine evidence from OSM tags', () => {
  it('marks labels guessed from the name, so AI text never states them as fact', async () => {
    const { overpassElementsToPlaces } = await import('../overpass-mapping');
    const [guessed, tagged] = overpassElementsToPlaces([
      { type: 'node', id: 1, lat: 39.95, lon: -75.16, tags: { amenity: 'restaurant', name: "Tony's Pizzeria" } },
      { type: 'node', id: 2, lat: 39.95, lon: -75.16, tags: { amenity: 'restaurant', name: "Tony's Pizzeria", cuisine: 'italian' } },
    ]);
    expect(guessed).toMatchObject({ cuisines: ['Pizza'], cuisinesFromName: true });
    expect(tagged).toMatchObject({ cuisines: ['Italian'] });
    expect(tagged).not.toHaveProperty('cuisinesFromName');
  });
});
