import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GOOGLE_PLACE_FIELDS, GooglePlacesSource } from '../google-places-source';
import { RestaurantSourceError } from '../restaurant-source';
import { RecordedServer, sendJson, type RecordedRequest } from './helpers/recorded-server';

// Fixtures are response bodies written from the Places API (New) reference (Place, SearchNearbyResponse,
// PhotoMedia, google.rpc.Status), holding only the fields the source's field mask asks for.
const API_KEY = 'AIzaSy-TEST-s3cr3t-key';
const NOW = new Date('2025-01-15T17:00:00Z');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
const json = (name: string): unknown => JSON.parse(fixture(name).toString('utf8'));
const PHILLY = { latitude: 39.9525, longitude: -75.1741, radiusMiles: 2 };
const PARC_PHOTO = 'places/ChIJ7bS3uDDGxokR-parc/photos/AUc7tXWc4bq1-parc-photo-1';

let server: RecordedServer;
beforeAll(async () => {
  server = await RecordedServer.start();
});
afterAll(() => server.stop());

const source = (options: { timeoutMs?: number; baseUrl?: string } = {}) =>
  new GooglePlacesSource({
    apiKey: API_KEY,
    baseUrl: options.baseUrl ?? server.baseUrl,
    timeoutMs: options.timeoutMs ?? 2000,
    now: () => NOW,
  });

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

/** Answers Nearby Search by rank preference, like Google: the two searches see different places. */
function answerNearby(request: RecordedRequest, response: Parameters<typeof sendJson>[0]) {
  const { rankPreference } = JSON.parse(request.body) as { rankPreference: string };
  sendJson(response, json(rankPreference === 'DISTANCE' ? 'google-nearby-distance.json' : 'google-nearby-popularity.json'));
}

function sendError(response: Parameters<typeof sendJson>[0], name: string) {
  const body = json(name) as { error: { code: number } };
  sendJson(response, body, body.error.code);
}

describe('GooglePlacesSource.nearby', () => {
  it('POSTs Nearby Search (New) with the key and field mask in headers, ranked by popularity and by distance', async () => {
    server.answer(answerNearby);
    await source().nearby(PHILLY);

    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.method).toBe('POST');
      expect(request.url.pathname).toBe('/v1/places:searchNearby');
      expect(request.url.search).toBe(''); // the key is never in a URL
      expect(request.headers['x-goog-api-key']).toBe(API_KEY);
      expect(request.headers['content-type']).toBe('application/json');
      expect(String(request.headers['x-goog-fieldmask']).split(',')).toEqual([
        'places.id',
        'places.displayName',
        'places.location',
        'places.shortFormattedAddress',
        'places.formattedAddress',
        'places.primaryType',
        'places.types',
        'places.priceLevel',
        'places.rating',
        'places.userRatingCount',
        'places.nationalPhoneNumber',
        'places.websiteUri',
        'places.regularOpeningHours',
        'places.utcOffsetMinutes',
        'places.businessStatus',
        'places.photos',
      ]);
    }
    const bodies = server.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(bodies.map((body) => body.rankPreference).sort()).toEqual(['DISTANCE', 'POPULARITY']);
    expect(bodies[0]).toEqual({
      includedTypes: ['restaurant'],
      maxResultCount: 20,
      rankPreference: expect.any(String),
      languageCode: 'en',
      locationRestriction: { circle: { center: { latitude: 39.9525, longitude: -75.1741 }, radius: 3219 } },
    });
  });

  it('maps every field the app shows and merges the two searches', async () => {
    server.answer(answerNearby);
    const places = await source().nearby(PHILLY);

    // Closed-for-good and location-less places are dropped; Parc is in both searches and kept once.
    expect(places.map((p) => p.name).sort()).toEqual([
      "Joe's Pizza",
      'La Colombe Coffee Roasters',
      'Melrose Diner',
      'New Corner Spot',
      'Parc',
    ]);
    const byName = new Map(places.map((place) => [place.name, place]));
    expect(byName.get('Parc')).toEqual({
      id: 'gplaces:ChIJ7bS3uDDGxokR-parc',
      name: 'Parc',
      lat: 39.9509,
      lng: -75.171,
      cuisines: ['French'],
      priceLevel: 3,
      rating: 4.5,
      vicinity: '227 S 18th St, Philadelphia',
      phone: '(215) 545-2262',
      website: 'https://www.parc-restaurant.com/',
      openingHours: 'Mo 08:00-22:00; Tu 08:00-22:00; We 08:00-22:00; Th 08:00-22:00; Fr 08:00-23:00; Sa 09:00-23:00; Su 09:00-22:00',
      diet: {},
      photoRef: PARC_PHOTO,
      source: 'google',
      utcOffset: { minutes: -300, observedAt: NOW.toISOString() },
    });
    // A night past midnight is cut at midnight, so a later rule for the next day can't erase it.
    expect(byName.get("Joe's Pizza")).toMatchObject({
      cuisines: ['Pizza'], // from the name: meal_takeaway is generic
      cuisinesFromName: true, // a guess: AI text does not state it as fact
      priceLevel: 1,
      rating: 4.2,
      photoRef: null,
      phone: null,
      openingHours:
        'Mo 11:00-23:00; Tu 11:00-23:00; We 11:00-23:00; Th 11:00-23:00; Fr 11:00-24:00; Sa 00:00-03:00,11:00-24:00; Su 00:00-03:00,11:00-23:00',
    });
    // Nothing known but a name and a place: nulls, and the full address when there is no short one.
    expect(byName.get('New Corner Spot')).toMatchObject({
      priceLevel: null,
      rating: null,
      cuisines: [],
      openingHours: null,
      vicinity: '1500 Walnut St, Philadelphia, PA 19102, USA',
    });
    expect(byName.get('Melrose Diner')).toMatchObject({ openingHours: '24/7', priceLevel: 2, cuisines: ['Diner', 'Breakfast'] });
    expect(byName.get('Melrose Diner')).not.toHaveProperty('cuisinesFromName');
    expect(byName.get('La Colombe Coffee Roasters')).toMatchObject({ cuisines: ['Coffee Shop'], priceLevel: 1 });
  });

  it('maps each PriceLevel to 1–4 and a rating without ratings to null', async () => {
    const levels = [
      'PRICE_LEVEL_FREE',
      'PRICE_LEVEL_INEXPENSIVE',
      'PRICE_LEVEL_MODERATE',
      'PRICE_LEVEL_EXPENSIVE',
      'PRICE_LEVEL_VERY_EXPENSIVE',
      'PRICE_LEVEL_UNSPECIFIED',
    ];
    server.answer((_request, response) =>
      sendJson(response, {
        places: levels.map((priceLevel, index) => ({
          id: `p${index}`,
          displayName: { text: `Place ${index}` },
          location: { latitude: 39.95, longitude: -75.17 },
          priceLevel,
          rating: 4,
          userRatingCount: index === 0 ? 0 : 10,
        })),
      }),
    );
    const places = await new GooglePlacesSource({ apiKey: API_KEY, baseUrl: server.baseUrl, rankPreferences: ['POPULARITY'] }).nearby(
      PHILLY,
    );
    expect(places.map((place) => place.priceLevel)).toEqual([1, 1, 2, 3, 4, null]);
    expect(places.map((place) => place.rating)).toEqual([null, 4, 4, 4, 4, 4]);
  });

  it('answers [] for an empty answer (Google leaves `places` out) and caps the radius at 50 km', async () => {
    server.answer((_request, response) => sendJson(response, {}));
    expect(await source().nearby({ ...PHILLY, radiusMiles: 40 })).toEqual([]);
    expect(JSON.parse(server.requests[0]!.body).locationRestriction.circle.radius).toBe(50000);
  });

  it.each([
    ['google-error-service-disabled.json', 'REQUEST_DENIED', 'PERMISSION_DENIED'],
    ['google-error-key-invalid.json', 'REQUEST_DENIED', 'INVALID_ARGUMENT'],
  ] as const)('throws a typed, key-free error for %s', async (body, code, status) => {
    server.answer((_request, response) => sendError(response, body));
    const error = await failure(source().nearby(PHILLY));
    expect(error).toMatchObject({ source: 'google', code, status: 503 });
    expect(error.message).toBe(`Google Places nearby search answered ${status}`);
  });

  it('throws OVER_QUERY_LIMIT for 429 RESOURCE_EXHAUSTED and HTTP_ERROR for a 500', async () => {
    server.answer((_request, response) =>
      sendJson(response, { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }, 429),
    );
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'OVER_QUERY_LIMIT', upstreamStatus: 429 });

    server.answer((request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Internal error for ${String(request.headers['x-goog-api-key'])}`);
    });
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'HTTP_ERROR', upstreamStatus: 500 });
  });

  it('throws BAD_RESPONSE for an answer that is not JSON', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>captive portal</html>');
    });
    expect(await failure(source().nearby(PHILLY))).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('throws TIMEOUT when the server does not answer in time', async () => {
    server.answer(() => undefined); // never answers: only the source's own timeout can end the call
    const error = await failure(source({ timeoutMs: 150 }).nearby(PHILLY));
    expect(error.code).toBe('TIMEOUT');
  });

  it('throws NETWORK_ERROR when nothing listens, without leaking the key', async () => {
    const closed = await RecordedServer.start();
    const baseUrl = closed.baseUrl;
    await closed.stop();
    expect(await failure(source({ baseUrl }).nearby(PHILLY))).toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('GooglePlacesSource.details', () => {
  it('GETs Place Details (New) with its own field mask and maps the place', async () => {
    server.answer((_request, response) => sendJson(response, json('google-details.json')));
    const place = await source().details('gplaces:ChIJ7bS3uDDGxokR-parc');

    const request = server.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/places/ChIJ7bS3uDDGxokR-parc');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ languageCode: 'en' });
    expect(request.headers['x-goog-api-key']).toBe(API_KEY);
    expect(String(request.headers['x-goog-fieldmask']).split(',')).toEqual([...GOOGLE_PLACE_FIELDS]);
    expect(request.body).toBe('');
    expect(place).toMatchObject({
      id: 'gplaces:ChIJ7bS3uDDGxokR-parc',
      phone: '(215) 545-2262',
      website: 'https://www.parc-restaurant.com/',
      openingHours: expect.stringMatching(/^Mo 08:00-22:00; /),
      priceLevel: 3,
      rating: 4.5,
      photoRef: PARC_PHOTO,
      utcOffset: { minutes: -300, observedAt: NOW.toISOString() },
    });
  });

  it('answers null for unknown places, and for ids of other sources or unsafe ids without calling Google', async () => {
    server.answer((_request, response) => sendError(response, 'google-error-not-found.json'));
    expect(await source().details('gplaces:gone')).toBeNull();
    expect(server.requests).toHaveLength(1);

    server.answer((_request, response) =>
      sendJson(response, { error: { code: 400, message: 'Not a valid Place ID.', status: 'INVALID_ARGUMENT' } }, 400),
    );
    expect(await source().details('gplaces:expired')).toBeNull();
    expect(server.requests).toHaveLength(1);

    for (const id of ['osm:node/1', 'gplaces:../../v1/places:searchNearby', 'gplaces:a?key=x', 'gplaces:']) {
      expect(await source().details(id)).toBeNull();
    }
    expect(server.requests).toHaveLength(1);
  });

  it('still throws for a bad key (400 with reason API_KEY_INVALID)', async () => {
    server.answer((_request, response) => sendError(response, 'google-error-key-invalid.json'));
    expect(await failure(source().details('gplaces:ChIJ7bS3uDDGxokR-parc'))).toMatchObject({ code: 'REQUEST_DENIED' });
  });
});

describe('GooglePlacesSource.photo', () => {
  it('asks Place Photos (New) for the photoUri, then fetches the image without the key', async () => {
    const jpeg = fixture('google-photo.jpg');
    server.answer((request, response) => {
      if (request.url.pathname === `/v1/${PARC_PHOTO}/media`) {
        return sendJson(response, { name: `${PARC_PHOTO}/media`, photoUri: `${server.baseUrl}/lh3/p/AF1QipN-photo=s1600-w800` });
      }
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      response.end(jpeg);
    });
    const photo = await source().photo(PARC_PHOTO, 800);

    expect(photo).toEqual({ contentType: 'image/jpeg', body: jpeg });
    const [media, image] = server.requests;
    expect(media!.method).toBe('GET');
    expect(Object.fromEntries(media!.url.searchParams)).toEqual({ maxWidthPx: '800', skipHttpRedirect: 'true' });
    expect(media!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(media!.headers['x-goog-fieldmask']).toBeUndefined();
    expect(image!.url.pathname).toBe('/lh3/p/AF1QipN-photo=s1600-w800');
    expect(image!.headers['x-goog-api-key']).toBeUndefined();
  });

  it('never calls Google for a reference that is not a photo name', async () => {
    server.answer((_request, response) => sendJson(response, {}));
    for (const ref of [
      'AUc7tXWc4bq1-legacy-reference',
      'places/x/photos/../../../v1/places:searchNearby',
      'places/x/photos/y?key=z',
      'places//photos/y',
    ]) {
      expect(await source().photo(ref, 400)).toBeNull();
    }
    expect(server.requests).toHaveLength(0);
  });

  it('answers null for an unknown or expired photo and throws, key-free, on a denied key', async () => {
    server.answer((_request, response) => sendError(response, 'google-error-not-found.json'));
    expect(await source().photo(PARC_PHOTO, 400)).toBeNull();

    server.answer((_request, response) => sendError(response, 'google-error-service-disabled.json'));
    expect(await failure(source().photo(PARC_PHOTO, 400))).toMatchObject({ code: 'REQUEST_DENIED', upstreamStatus: 403 });
  });

  it('throws BAD_RESPONSE when the media answer has no photoUri or the image is not an image', async () => {
    server.answer((_request, response) => sendJson(response, { name: `${PARC_PHOTO}/media` }));
    expect(await failure(source().photo(PARC_PHOTO, 400))).toMatchObject({ code: 'BAD_RESPONSE' });

    server.answer((request, response) => {
      if (request.url.pathname.endsWith('/media')) return sendJson(response, { photoUri: `${server.baseUrl}/lh3/p/x` });
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html></html>');
    });
    expect(await failure(source().photo(PARC_PHOTO, 400))).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
