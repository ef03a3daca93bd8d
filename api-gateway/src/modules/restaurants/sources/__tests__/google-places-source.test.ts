import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GooglePlacesSource } from '../google-places-source';
import { RestaurantSourceError } from '../restaurant-source';
import { RecordedServer, sendJson } from './helpers/recorded-server';

const API_KEY = 'AIzaSy-TEST-s3cr3t-key';
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
const json = (name: string): unknown => JSON.parse(fixture(name).toString('utf8'));
const PHILLY = { latitude: 39.9525, longitude: -75.1741, radiusMiles: 2 };

let server: RecordedServer;
beforeAll(async () => {
  server = await RecordedServer.start();
});
afterAll(() => server.stop());

const source = (options: { timeoutMs?: number; baseUrl?: string } = {}) =>
  new GooglePlacesSource({ apiKey: API_KEY, baseUrl: options.baseUrl ?? server.baseUrl, pageTokenDelayMs: 0, timeoutMs: options.timeoutMs ?? 2000 });

/** Every way an error could reach a log or a client. */
function expectNoKey(error: unknown) {
  const err = error as Error;
  for (const text of [err.message, String(err), err.stack ?? '', JSON.stringify(err)]) {
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(encodeURIComponent(API_KEY));
  }
}

async function failure(promise: Promise<unknown>): Promise<RestaurantSourceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RestaurantSourceError);
    expectNoKey(error);
    return error as RestaurantSourceError;
  }
  throw new Error('expected the call to fail');
}

describe('GooglePlacesSource.nearby', () => {
  it('asks nearby search for restaurants in meters and follows next_page_token', async () => {
    server.answer((request, response) => {
      const page = request.url.searchParams.get('pagetoken') ? 'google-nearby-page2.json' : 'google-nearby-page1.json';
      sendJson(response, json(page));
    });
    const places = await source().nearby(PHILLY);

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(first!.url.pathname).toBe('/maps/api/place/nearbysearch/json');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      location: '39.9525,-75.1741',
      radius: '3219',
      type: 'restaurant',
      key: API_KEY,
    });
    expect(Object.fromEntries(second!.url.searchParams)).toEqual({ pagetoken: 'AZose0kQ8y6vXyqL2n4eW1pFJ3cT9mGx_page2', key: API_KEY });

    // Closed and geometry-less results are dropped; Parc repeats on page 2 and is kept once.
    expect(places.map((p) => p.name)).toEqual(['Parc', "Joe's Pizza", 'New Corner Spot', 'La Colombe Coffee Roasters']);
    expect(places[0]).toEqual({
      id: 'gplaces:ChIJ7bS3uDDGxokR-parc',
      name: 'Parc',
      lat: 39.9509,
      lng: -75.171,
      cuisines: ['French'],
      priceLevel: 3,
      rating: 4.5,
      vicinity: '227 South 18th Street, Philadelphia',
      phone: null,
      website: null,
      openingHours: null,
      diet: {},
      photoRef: 'AUc7tXWc4bq1-parc-photo',
      source: 'google',
    });
    expect(places[1]).toMatchObject({ priceLevel: 1, rating: 4.2, cuisines: ['Pizza'], photoRef: null });
    expect(places[2]).toMatchObject({ priceLevel: null, rating: null, cuisines: [] });
    expect(places[3]).toMatchObject({ cuisines: ['Coffee Shop'], priceLevel: 1 });
  });

  it('stops after three pages', async () => {
    server.answer((_request, response) => sendJson(response, json('google-nearby-page1.json')));
    await source().nearby(PHILLY);
    expect(server.requests).toHaveLength(3);
  });

  it('retries a page token that is not valid yet', async () => {
    let tokenCalls = 0;
    server.answer((request, response) => {
      if (!request.url.searchParams.get('pagetoken')) return sendJson(response, json('google-nearby-page1.json'));
      tokenCalls++;
      if (tokenCalls === 1) return sendJson(response, { html_attributions: [], results: [], status: 'INVALID_REQUEST' });
      return sendJson(response, json('google-nearby-page2.json'));
    });
    const places = await source().nearby(PHILLY);
    expect(tokenCalls).toBe(2);
    expect(places.map((p) => p.name)).toContain('La Colombe Coffee Roasters');
  });

  it('answers [] for ZERO_RESULTS and caps the radius at 50 km', async () => {
    server.answer((_request, response) => sendJson(response, { html_attributions: [], results: [], status: 'ZERO_RESULTS' }));
    expect(await source().nearby({ ...PHILLY, radiusMiles: 40 })).toEqual([]);
    expect(server.requests[0]!.url.searchParams.get('radius')).toBe('50000');
  });

  it.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT'] as const)('throws a typed error for %s without leaking the key', async (status) => {
    server.answer((_request, response) =>
      sendJson(response, {
        error_message: `The provided API key is invalid. (key=${API_KEY})`,
        html_attributions: [],
        results: [],
        status,
      }),
    );
    const error = await failure(source().nearby(PHILLY));
    expect(error).toMatchObject({ source: 'google', code: status, status: 503 });
    expect(error.message).toBe(`Google Places nearbysearch answered ${status}`);
  });

  it('throws HTTP_ERROR for a 500 answer', async () => {
    server.answer((request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Internal error for ${request.url.search}`);
    });
    const error = await failure(source().nearby(PHILLY));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', upstreamStatus: 500 });
  });

  it('throws BAD_RESPONSE for an answer that is not JSON', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>captive portal</html>');
    });
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('throws TIMEOUT when the server does not answer in time', async () => {
    server.answer(() => undefined); // never answers
    const started = Date.now();
    const error = await failure(source({ timeoutMs: 150 }).nearby(PHILLY));
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('throws NETWORK_ERROR when nothing listens, without leaking the key', async () => {
    const closed = await RecordedServer.start();
    const baseUrl = closed.baseUrl;
    await closed.stop();
    expect(await failure(source({ baseUrl }).nearby(PHILLY))).toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('GooglePlacesSource.details', () => {
  it('asks for the fields it maps and maps hours, phone and website', async () => {
    server.answer((_request, response) => sendJson(response, json('google-details.json')));
    const place = await source().details('gplaces:ChIJ7bS3uDDGxokR-parc');

    const request = server.requests[0]!;
    expect(request.url.pathname).toBe('/maps/api/place/details/json');
    expect(request.url.searchParams.get('place_id')).toBe('ChIJ7bS3uDDGxokR-parc');
    expect(request.url.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['name', 'geometry', 'opening_hours', 'formatted_phone_number', 'website', 'price_level', 'rating', 'photos']),
    );
    expect(place).toMatchObject({
      id: 'gplaces:ChIJ7bS3uDDGxokR-parc',
      phone: '(215) 545-2262',
      website: 'https://www.parc-restaurant.com/',
      openingHours: expect.stringMatching(/^Monday: 8:00 AM – 10:00 PM\nTuesday/),
      priceLevel: 3,
      rating: 4.5,
    });
    expect(place!.openingHours!.split('\n')).toHaveLength(7);
  });

  it('answers null for unknown places and for ids of other sources, without calling Google', async () => {
    server.answer((_request, response) => sendJson(response, { html_attributions: [], status: 'NOT_FOUND' }));
    expect(await source().details('gplaces:gone')).toBeNull();
    expect(server.requests).toHaveLength(1);
    expect(await source().details('osm:node/1')).toBeNull();
    expect(server.requests).toHaveLength(1);
  });
});

describe('GooglePlacesSource.photo', () => {
  it('follows the redirect to the image and returns its bytes', async () => {
    const jpeg = fixture('google-photo.jpg');
    server.answer((request, response) => {
      if (request.url.pathname === '/maps/api/place/photo') {
        response.writeHead(302, { location: '/p/AF1QipN-photo=s1600-w800' });
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      response.end(jpeg);
    });
    const photo = await source().photo('AUc7tXWc4bq1-parc-photo', 800);
    expect(photo).toEqual({ contentType: 'image/jpeg', body: jpeg });
    expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({
      maxwidth: '800',
      photo_reference: 'AUc7tXWc4bq1-parc-photo',
      key: API_KEY,
    });
  });

  it('answers null for an unknown reference and throws, key-free, on a denied key', async () => {
    server.answer((_request, response) => {
      response.writeHead(400);
      response.end();
    });
    expect(await source().photo('expired', 400)).toBeNull();

    server.answer((_request, response) => {
      response.writeHead(403, { 'content-type': 'text/html' });
      response.end(`Forbidden key ${API_KEY}`);
    });
    expect(await failure(source().photo('any', 400))).toMatchObject({ code: 'HTTP_ERROR', upstreamStatus: 403 });
  });
});
