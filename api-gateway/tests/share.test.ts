import { SHARE_NOT_READY_MESSAGE, shareLinkResponseSchema, type SharedResultPage, type StartSessionResponse } from '@forkcast/contracts';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlace, setTier, signInPartners, startSession, swipeCard, type Side } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A match that travels (docs/product.md › Screens › Shared result): POST /api/sessions/:id/share and the public
 * page /r/<token> with its Open Graph tags, which shows the place and first names and nothing else.
 */

let testApp: TestApp;
// The first card has a source photo and a name that needs escaping; the others are plain.
const TRICKY_NAME = `Tom & Jerry's <Grill> "Best"`;
const source = new FakeRestaurantSource([
  fakePlace(1, { name: TRICKY_NAME, photoRef: 'places/fake-1/photos/abc' }),
  fakePlace(2),
  fakePlace(3),
]);
Object.assign(source, {
  photo: async () => ({ contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) }),
});

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source });
});

async function namedPartners(first: string, second: string) {
  const pair = await signInPartners(testApp);
  await setTier(testApp, pair.a.user.id, 'annual');
  await pair.a.agent.put(`/api/users/${pair.a.user.id}`).send({ firstName: first }).expect(200);
  await pair.b.agent.put(`/api/users/${pair.b.user.id}`).send({ firstName: second }).expect(200);
  return { ...pair, started: await startSession(pair.a.agent, pair.a.user.id, pair.partnership.id) };
}

const share = (side: Side, started: StartSessionResponse) => side.agent.post(`/api/sessions/${started.session.id}/share`).send({});

/** The card with the tricky name (the deck's order is the session's own) liked by both: a match. */
async function matched() {
  const pair = await namedPartners('Ana', 'Ben');
  const tricky = pair.started.restaurants.findIndex((card) => card.name === TRICKY_NAME);
  for (const side of [pair.a, pair.b]) await swipeCard(side, pair.started, tricky, 'like').expect(200);
  return pair;
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
/** What the page was handed (the test build's stand-in shows it; the shell's pages.test.tsx renders the real page). */
function shown(html: string): SharedResultPage {
  const text = /<script type="application\/json" id="forkcast-shared-result">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(text!) as SharedResultPage;
}

describe('POST /api/sessions/:id/share', () => {
  it('answers the public link of a matched session, the same link to every member', async () => {
    const { a, b, started } = await matched();
    const first = shareLinkResponseSchema.parse((await share(a, started).expect(200)).body);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[A-Za-z0-9_-]{43}$/);
    expect((await share(a, started).expect(200)).body).toEqual(first);
    expect((await share(b, started).expect(200)).body).toEqual(first);
    // Another session gets another link.
    const other = await matched();
    expect((await share(other.a, other.started).expect(200)).body.url).not.toBe(first.url);
  });

  it('is refused before the session has its match or results (409), to a non-member (403), for an unknown session (404)', async () => {
    const { a, b, started } = await namedPartners('Cleo', 'Dan');
    expect((await share(a, started).expect(409)).body.message).toBe(SHARE_NOT_READY_MESSAGE);
    await swipeCard(b, started, 0, 'pass').expect(200);
    expect((await share(b, started).expect(409)).body.message).toBe(SHARE_NOT_READY_MESSAGE);
    const stranger = await signIn(testApp);
    for (const side of [a, b]) for (let i = 0; i < 3; i++) await swipeCard(side, started, i, 'pass');
    expect((await share(stranger, started).expect(403)).body.message).toBe('You are not part of this session');
    await a.agent.post('/api/sessions/00000000-0000-4000-8000-000000000000/share').send({}).expect(404);
    await a.agent.post('/api/sessions/not-a-session/share').send({}).expect(400);
    await testApp.agent().post(`/api/sessions/${started.session.id}/share`).send({}).expect(401);
    // Once everyone finished without a match, the results can be shared.
    await share(a, started).expect(200);
  });
});

describe('/r/<token>', () => {
  it('shows the place, its Directions and who matched, with Open Graph tags, to anyone signed out', async () => {
    const { a, b, started } = await matched();
    const { url } = shareLinkResponseSchema.parse((await share(a, started).expect(200)).body);
    const res = await testApp.agent().get(new URL(url).pathname).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.text;
    // The page is handed the match, the first names and the links of its preview (its photo through the link).
    const page = shown(html);
    expect(page.result).toMatchObject({ kind: 'match', names: ['Ana', 'Ben'], likes: 2, memberCount: 2 });
    expect(page.result!.restaurant!.name).toBe(TRICKY_NAME);
    expect(page.result!.restaurant!.attribution).toBe('© OpenStreetMap contributors');
    expect(page).toMatchObject({ url, image: `${url}/photo`, photo: `${new URL(url).pathname}/photo`, home: `${new URL(url).origin}/` });
    // Nothing else of the session: no e-mail, no session or user id.
    for (const secret of [a.email, b.email, a.user.id, b.user.id, started.session.id, '@']) expect(html).not.toContain(secret);
    // The preview's photo is served through the link.
    const photo = await testApp
      .agent()
      .get(`${new URL(url).pathname}/photo`)
      .expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('without a match shows the place most of them liked, and the app image when it has no photo of its own', async () => {
    const { a, b, started } = await namedPartners('Eve', 'Finn');
    // Eve likes one plain card (no photo of its own), everyone passes the rest.
    const liked = started.restaurants.findIndex((card) => card.name !== TRICKY_NAME);
    for (let i = 0; i < 3; i++) await swipeCard(a, started, i, i === liked ? 'like' : 'pass').expect(200);
    for (let i = 0; i < 3; i++) await swipeCard(b, started, i, 'pass').expect(200);
    const { url } = shareLinkResponseSchema.parse((await share(b, started).expect(200)).body);
    const html = (await testApp.agent().get(new URL(url).pathname).expect(200)).text;
    const page = shown(html);
    expect(page.result).toMatchObject({ kind: 'top-pick', names: ['Eve'], likes: 1, memberCount: 2, photoRef: null });
    expect(page.result!.restaurant!.placeId).toBe(started.restaurants[liked]!.placeId);
    expect(page.image).toBe(`${new URL(url).origin}/icons/og-image.png`);
    await testApp
      .agent()
      .get(`${new URL(url).pathname}/photo`)
      .expect(404);
  });

  it('answers an unknown or malformed token with a 404 page', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'b'.repeat(42)}%3C`]) {
      const res = await testApp.agent().get(`/r/${token}`).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<h1>Link not found</h1>');
    }
    const { a, started } = await matched();
    const { url } = shareLinkResponseSchema.parse((await share(a, started).expect(200)).body);
    expect(tokenOf(url)).toHaveLength(43);
    await testApp
      .agent()
      .get(`/r/${tokenOf(url).slice(0, 42)}x`)
      .expect(404);
  });
});
