import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { restaurantInsightsSchema } from '@forkcast/contracts';
import { GooglePlacesSource } from '../src/modules/restaurants/sources/google-places-source';
import { RecordedServer, sendJson } from '../src/modules/restaurants/sources/__tests__/helpers/recorded-server';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

// The gateway with the Google source pointed at a local server answering Places API (New) bodies.
const FIXTURES = path.join(__dirname, '../src/modules/restaurants/sources/__tests__/fixtures');
const API_KEY = 'AIzaSy-TEST-gateway-key';
// Wed 15 Jan 2025, 12:00 in Philadelphia.
const NOW = new Date('2025-01-15T17:00:00Z');
const PARC_ID = 'gplaces:ChIJ7bS3uDDGxokR-parc';
const PARC_PHOTO = 'places/ChIJ7bS3uDDGxokR-parc/photos/AUc7tXWc4bq1-parc-photo-1';
const jpeg = readFileSync(path.join(FIXTURES, 'google-photo.jpg'));
/** A second photo at a real card size, for the AVIF and WebP answers. */
const WIDE_PHOTO = 'places/ChIJ7bS3uDDGxokR-parc/photos/AUc7tXWc4bq1-parc-photo-2';
let wideJpeg: Buffer;

let google: RecordedServer;
let testApp: TestApp;
beforeAll(async () => {
  google = await RecordedServer.start();
  const source = new GooglePlacesSource({ apiKey: API_KEY, baseUrl: google.baseUrl, now: () => NOW });
  testApp = await createTestApp({ restaurantSource: source, now: () => NOW });
  wideJpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b5651d' } })
    .composite([
      {
        input: {
          create: { width: 400, height: 300, channels: 3, background: '#2e8b57', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
        },
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
});
afterAll(() => google.stop());

beforeEach(() => {
  google.answer((request, response) => {
    if (request.url.pathname === '/v1/places/ChIJ7bS3uDDGxokR-parc') {
      return sendJson(response, JSON.parse(readFileSync(path.join(FIXTURES, 'google-details.json'), 'utf8')));
    }
    if (request.url.pathname === `/v1/${PARC_PHOTO}/media`) return sendJson(response, { photoUri: `${google.baseUrl}/lh3/parc-800` });
    if (request.url.pathname === '/lh3/parc-800') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end(jpeg);
    }
    if (request.url.pathname === `/v1/${WIDE_PHOTO}/media`) return sendJson(response, { photoUri: `${google.baseUrl}/lh3/parc-wide` });
    if (request.url.pathname === '/lh3/parc-wide') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end(wideJpeg);
    }
    sendJson(response, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } }, 404);
  });
});

describe('a Google place through the gateway', () => {
  it('GET /api/restaurants/:id/insights reads Place Details (New) and judges open-now in the place’s zone', async () => {
    const { agent } = await signIn(testApp);
    const res = await agent.get(`/api/restaurants/${encodeURIComponent(PARC_ID)}/insights`).expect(200);

    const [details] = google.requests;
    expect(details).toMatchObject({ method: 'GET' });
    expect(details!.url.pathname).toBe('/v1/places/ChIJ7bS3uDDGxokR-parc');
    expect(details!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(details!.headers['x-goog-fieldmask']).toContain('regularOpeningHours');
    const insights = restaurantInsightsSchema.parse(res.body);
    expect(insights).toMatchObject({
      name: 'Parc',
      cuisineType: 'French',
      priceLevel: 3,
      rating: 4.5,
      vicinity: '227 S 18th St, Philadelphia',
      phoneNumber: '(215) 545-2262',
      website: 'https://www.parc-restaurant.com/',
      photoReference: PARC_PHOTO,
      openNow: true,
      attribution: 'Powered by Google',
    });
    expect(insights.openingHours).toEqual([
      'Monday: 8:00 AM – 10:00 PM',
      'Tuesday: 8:00 AM – 10:00 PM',
      'Wednesday: 8:00 AM – 10:00 PM',
      'Thursday: 8:00 AM – 10:00 PM',
      'Friday: 8:00 AM – 11:00 PM',
      'Saturday: 9:00 AM – 11:00 PM',
      'Sunday: 9:00 AM – 10:00 PM',
    ]);
    expect(JSON.stringify(res.body)).not.toContain(API_KEY);

    // The place is now in the database cache: a second look doesn't call Google again.
    await agent.get(`/api/restaurants/${encodeURIComponent(PARC_ID)}/insights`).expect(200);
    expect(google.requests).toHaveLength(1);
  });

  it('GET /api/restaurants/photo/:ref proxies a Place Photos (New) name; the key stays on the server', async () => {
    const { agent } = await signIn(testApp);
    const res = await agent.get(`/api/restaurants/photo/${encodeURIComponent(PARC_PHOTO)}?maxWidth=800`).expect(200);

    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(Buffer.compare(res.body as Buffer, jpeg)).toBe(0);
    const [media, image] = google.requests;
    expect(media!.url.pathname).toBe(`/v1/${PARC_PHOTO}/media`);
    expect(media!.url.searchParams.get('maxWidthPx')).toBe('800');
    expect(image!.headers['x-goog-api-key']).toBeUndefined();
  });

  it('answers a browser that names AVIF or WebP in that format at the asked width, and fetches each photo once', async () => {
    const { agent } = await signIn(testApp);
    const url = `/api/restaurants/photo/${encodeURIComponent(WIDE_PHOTO)}?maxWidth=400`;
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await agent.get(url).set('Accept', chromium).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['vary']).toMatch(/\bAccept\b/);
    expect(avif.headers['cache-control']).toBe('private, max-age=86400');
    expect(await sharp(avif.body as Buffer).metadata()).toMatchObject({ format: 'heif', width: 400, height: 300 });
    expect((avif.body as Buffer).length).toBeLessThan(wideJpeg.length);

    const webp = await agent.get(url).set('Accept', 'image/webp,*/*').expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const jpegAnswer = await agent.get(url).set('Accept', '*/*').expect(200);
    expect(jpegAnswer.headers['content-type']).toBe('image/jpeg');

    /* A second browser asking for the same AVIF is served from memory: Google's photo calls are billed. */
    const mediaCalls = () => google.requests.filter((request) => request.url.pathname === `/v1/${WIDE_PHOTO}/media`).length;
    expect(mediaCalls()).toBe(3);
    const again = await agent.get(url).set('Accept', chromium).expect(200);
    expect(Buffer.compare(again.body as Buffer, avif.body as Buffer)).toBe(0);
    expect(mediaCalls()).toBe(3);
  });

  it('draws the illustration for a photo reference that is not a Google photo name, without calling Google', async () => {
    const { agent } = await signIn(testApp);
    const res = await agent
      .get(`/api/restaurants/photo/${encodeURIComponent('places/x/photos/../../../v1/places:searchNearby')}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(google.requests).toHaveLength(0);
  });
});
