import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { SwipeRoomData } from '@forkcast/contracts';
import { createStaticRouter } from '../src/modules/static/static.router';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  fakePlace,
  setPreferences,
  signInPartners,
  startSession,
  swipeCard,
} from './helpers/swipe-fixtures';
import { createStaticFixture, createTestApp, type TestApp } from './helpers/test-app';
import { START_SCRIPTS_DATA_ID } from '../src/modules/static/start-scripts';

/*
 * GET /swipe of a signed-in user with a session in progress arrives with the room prerendered by the
 * swipe remote's server renderer (here a stand-in written into the fixture's build folder), the room's data
 * as a JSON data block, the card's photo preloaded first and the swipe route's scripts hinted. Anything else
 * — signed out, no session, no renderer, a renderer that throws — is the plain page, never an error.
 */

const INJECTION = '</script><script>alert(1)</script><!--';
const source = new FakeRestaurantSource([fakePlace(1, { name: `Chez ${INJECTION}` }), fakePlace(2), fakePlace(3)]);
let offsetMs = 0;
let t: TestApp;
let root: string;
const renderer = () => path.join(root, 'mfe-swipe/dist/server/swipe-room.js');

/** A stand-in for mfe-swipe's server bundle: the next card's name (HTML-escaped) and photo, like the real one. */
function writeRenderer(body: string): void {
  fs.mkdirSync(path.dirname(renderer()), { recursive: true });
  fs.writeFileSync(renderer(), body);
  // A new modification time, so the gateway loads it again (as after a publish).
  const later = new Date(Date.now() + Math.round(Math.random() * 1e6));
  fs.utimesSync(renderer(), later, later);
}

const WORKING_RENDERER = `
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
exports.renderSwipeRoom = ({ session, swipes }) => {
  const swiped = new Set(swipes.map((s) => s.restaurantId));
  const card = session.restaurants.find((r) => !swiped.has(r.placeId));
  return { html: '<main><h2>' + escape(card.name) + '</h2></main>', styles: '<style data-styled="true">.room{}</style>', image: card.photoUrl };
};`;

beforeAll(async () => {
  root = createStaticFixture();
  fs.writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><meta charset="utf-8"/><title>Forkcast</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div><noscript>Forkcast needs JavaScript to run.</noscript></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'mfe-swipe/dist/mf-manifest.json'),
    JSON.stringify({ exposes: [{ name: 'routes', assets: { js: { sync: ['14.abcdef0123.js', '__federation_expose_routes.abcdef0123.js'], async: ['90.abcdef0123.js'] } } }] }),
  );
  writeRenderer(WORKING_RENDERER);
  t = await createTestApp({ env: { STATIC_ROOT: root }, restaurantSource: source, now: () => new Date(Date.now() + offsetMs) });
});

afterEach(() => {
  offsetMs = 0;
  writeRenderer(WORKING_RENDERER);
});

async function onboarded() {
  const signedIn = await signIn(t);
  await setPreferences(t, signedIn.user.id, {});
  return signedIn;
}

const page = (agent: ReturnType<TestApp['agent']>) => agent.get('/swipe').set('Accept', 'text/html').expect(200);

function dataBlock(html: string): string | null {
  return /<script type="application\/json" id="forkcast-swipe-room">(.*?)<\/script>/s.exec(html)?.[1] ?? null;
}

function expectPlain(html: string): void {
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('forkcast-swipe-room');
  expect(html).not.toContain('rel="preload"');
}

/** The static router alone, for a signed-in onboarded user, with one of its page reads replaced (to fail). */
function failingReads(
  user: SwipeRoomData['user'],
  reads: Pick<Parameters<typeof createStaticRouter>[0], 'swipeRoom' | 'homeSession'>,
  greetingName = 'Ann',
) {
  const warned: string[] = [];
  const app = express().use(
    createStaticRouter({
      staticRoot: root,
      releasesDir: path.join(root, 'releases'),
      remoteEntryOverrides: {},
      pageUser: async () => ({ json: user, greetingName, hasPreferences: true, premium: false }),
      ...reads,
      warn: (message) => warned.push(message),
    }),
  );
  return { app, warned };
}

describe('GET /swipe with a session in progress', () => {
  it('arrives with the next card, the room as an escaped data block, the photo preloaded first and the route hinted', async () => {
    const { agent, user } = await onboarded();
    const started = await startSession(agent, user.id);
    const res = await page(agent);
    const html = res.text;

    // The next unswiped card (the first), its name escaped in the markup.
    const escaped = (name: string) => name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<div id="root"><main><h2>${escaped(started.restaurants[0]!.name)}</h2></main></div>`);
    expect(html).toContain('<style data-styled="true">.room{}</style>');
    // The data block: what GET /api/sessions/:id and …/swipes/:userId answer, and nothing can close it.
    const block = dataBlock(html);
    expect(block).not.toBeNull();
    expect(block).not.toMatch(/[<>]/);
    const room = JSON.parse(block!) as SwipeRoomData;
    expect(room.user.id).toBe(user.id);
    expect(room.session).toMatchObject({ id: started.session.id, status: 'active', completedAt: null });
    expect(room.session.restaurants.map((r) => r.placeId)).toEqual(started.restaurants.map((r) => r.placeId));
    expect(room.session.restaurants.map((r) => r.name)).toContain(`Chez ${INJECTION}`);
    expect(room.swipes).toEqual([]);
    // The photo is the first thing the head asks for, ahead of every script.
    const photo = started.restaurants[0]!.photoUrl!;
    expect(photo).toBeTruthy();
    const preload = `<link rel="preload" as="image" href="${photo.replace(/&/g, '&amp;')}" fetchpriority="high">`;
    expect(html).toContain(`<head><meta charset="utf-8"/>${preload}`);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    // remoteEntry.js and the routes expose's start chunks, from the remote's build manifest, hinted once the
    // page has painted (start-scripts.ts), like its scripts.
    const start = JSON.parse(new RegExp(`id="${START_SCRIPTS_DATA_ID}">(.*?)</script>`).exec(html)![1]!) as { hints: string[] };
    expect(start.hints).toEqual(['remoteEntry.js', '14.abcdef0123.js', '__federation_expose_routes.abcdef0123.js'].map((file) => `/remotes/mfe-swipe/${file}`));
    expect(html).not.toContain('90.abcdef0123.js');
    // The user is still inlined, and the no-script notice is gone: the page shows without scripts.
    expect(html).toContain('id="forkcast-user"');
    expect(html).not.toContain('<noscript>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('resumes at the first card not swiped, with the swipes in the data block', async () => {
    const { agent, user } = await onboarded();
    const started = await startSession(agent, user.id);
    await swipeCard({ agent, user }, started, 0, 'pass').expect(200);
    const html = (await page(agent)).text;
    expect(html).toContain(`<h2>${started.restaurants[1]!.name.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</h2>`);
    const room = JSON.parse(dataBlock(html)!) as SwipeRoomData;
    expect(room.swipes.map((s) => [s.restaurantId, s.action])).toEqual([[started.restaurants[0]!.placeId, 'pass']]);
  });

  it("carries the next card's details as GET /api/restaurants/:id answers them, once its description is written", async () => {
    const { agent, user } = await onboarded();
    const started = await startSession(agent, user.id);
    await swipeCard({ agent, user }, started, 0, 'pass').expect(200);
    const next = started.restaurants[1]!;
    // Read once, as the room's read-ahead does: the description is written then.
    const details = await agent.get(`/api/restaurants/${encodeURIComponent(next.placeId)}`).expect(200);
    expect(details.body.aiDescription).toEqual(expect.any(String));
    const room = JSON.parse(dataBlock((await page(agent)).text)!) as SwipeRoomData;
    expect(room.card).toEqual(details.body);
  });

  it("a partner's session is in progress for both members", async () => {
    const { a, b, partnership } = await signInPartners(t);
    for (const side of [a, b]) await setPreferences(t, side.user.id, {});
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const room = JSON.parse(dataBlock((await page(b.agent)).text)!) as SwipeRoomData;
    expect(room.session.id).toBe(started.session.id);
    expect(room.session.partnerProgress).toMatchObject({ userId: a.user.id, swiped: 0 });
  });
});

describe('GET /swipe served plain', () => {
  it('signed out, or signed in with no session in progress', async () => {
    expectPlain((await request(t.app).get('/swipe').set('Accept', 'text/html').expect(200)).text);
    const { agent } = await onboarded();
    expectPlain((await page(agent)).text);
  });

  it('once the session is finished, or older than a day', async () => {
    const { agent, user } = await onboarded();
    const started = await startSession(agent, user.id);
    expect(dataBlock((await page(agent)).text)).not.toBeNull();
    offsetMs = 25 * 60 * 60 * 1000;
    expectPlain((await page(agent)).text);
    offsetMs = 0;
    for (const index of [0, 1, 2]) await swipeCard({ agent, user }, started, index, 'pass').expect(200);
    expectPlain((await page(agent)).text);
  });

  it('when the remote has no server renderer, or it throws: the page, never an error', async () => {
    const { agent, user } = await onboarded();
    await startSession(agent, user.id);
    writeRenderer('exports.renderSwipeRoom = () => { throw new Error("renderer broke"); };');
    expectPlain((await page(agent)).text);
    writeRenderer('exports.somethingElse = 1;');
    expectPlain((await page(agent)).text);
    fs.rmSync(renderer());
    expectPlain((await page(agent)).text);
    // A renderer published again is picked up without a restart.
    writeRenderer(WORKING_RENDERER);
    expect(dataBlock((await page(agent)).text)).not.toBeNull();
  });

  it('when the renderer answers something that is not a page, or reading the session fails', async () => {
    const { agent, user } = await onboarded();
    await startSession(agent, user.id);
    writeRenderer('exports.renderSwipeRoom = () => ({ html: 1 });');
    expectPlain((await page(agent)).text);

    const { app, warned } = failingReads(user, { swipeRoom: () => Promise.reject(new Error('connection terminated')) });
    expectPlain((await request(app).get('/swipe').set('Accept', 'text/html').expect(200)).text);
    expect(warned.join('\n')).toContain('connection terminated');
  });
});

/*
 * Home with a session in progress: the session card's answer (GET …/active) comes inlined into home's page, so
 * the card is at its place in the first render instead of arriving after a request (home's LCP was the card,
 * 2.4 s, and its arrival shifted the page).
 */
describe("GET / signed in: home's session card inlined", () => {
  const homeBlock = (html: string) => /<script type="application\/json" id="forkcast-home-session">(.*?)<\/script>/s.exec(html)?.[1] ?? null;
  const home = (agent: ReturnType<TestApp['agent']>) => agent.get('/').set('Accept', 'text/html').expect(200);

  it('carries what GET …/active answers: the solo session in progress, or null', async () => {
    const { agent, user } = await onboarded();
    expect(JSON.parse(homeBlock((await home(agent)).text)!)).toBeNull();

    const started = await startSession(agent, user.id);
    const html = (await home(agent)).text;
    expect(html).toContain('<h1>Hi, ');
    const block = homeBlock(html);
    expect(block).not.toMatch(/[<>]/);
    const active = (await agent.get(`/api/sessions/user/${user.id}/active`).expect(200)).body;
    expect(JSON.parse(block!)).toEqual(active);
    expect(active).toMatchObject({ id: started.session.id, partnershipId: null });
  });

  it('paints the solo session card from the page, its progress filled in, and no card without a session', async () => {
    const { agent, user } = await onboarded();
    expect((await home(agent)).text).not.toContain('<section>');

    const started = await startSession(agent, user.id);
    await agent
      .post(`/api/sessions/${started.session.id}/swipe`)
      .send({ userId: user.id, restaurantId: started.restaurants[0]!.placeId, action: 'pass', position: 1 })
      .expect(200);
    const html = (await home(agent)).text;
    expect(html).toContain(`<section><strong>1 of ${started.restaurants.length} swiped</strong></section>`);
    expect(html).not.toContain('%FORKCAST_');
  });

  it("fills the card's progress even when the user's name is a slot: a name cannot take the card's place", async () => {
    const { agent, user } = await onboarded();
    const started = await startSession(agent, user.id);
    const active = (await agent.get(`/api/sessions/user/${user.id}/active`).expect(200)).body as unknown;
    const { app } = failingReads(user, { homeSession: async () => active }, '%FORKCAST_SOLO_PROGRESS%');
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<h1>Hi, %FORKCAST_SOLO_PROGRESS%</h1>');
    expect(html).toContain(`<section><strong>0 of ${started.restaurants.length} swiped</strong></section>`);
  });

  const partnerSession = (partnerName: string, extra: Record<string, unknown> = {}) => ({
    id: 'ps1',
    partnershipId: 'p1',
    partnerId: 'u2',
    partnerName,
    partnerProgress: { userId: 'u2', name: partnerName, swiped: 3, total: 12 },
    restaurants: [],
    restaurantCount: 1,
    ...extra,
  });

  it("paints a partner's waiting session card from the page, the partner's name escaped", async () => {
    const { user } = await onboarded();
    const { app } = failingReads(user, { homeSession: async () => partnerSession('Sam <b>&') });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<h1>Hi, Ann</h1>');
    expect(html).toContain('<p>Sam &lt;b&gt;&amp; started a session. <strong>1 restaurant ready to swipe</strong></p>');
    // The partner's progress line, as the app's first render draws it.
    expect(html).toContain('<p><span>Sam &lt;b&gt;&amp; · 3 of 12</span></p>');
    expect(html).not.toContain('%FORKCAST_');
  });

  it("without the partner's progress in the read, the app draws the card (the frame's line would be wrong)", async () => {
    const { user } = await onboarded();
    const { app } = failingReads(user, { homeSession: async () => partnerSession('Sam', { partnerProgress: null }) });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<h1>Hi, Ann</h1>');
    expect(html).not.toContain('started a session');
  });

  it("a partner's name that spells a slot is only a name: the greeting keeps its own", async () => {
    const { user } = await onboarded();
    const { app } = failingReads(user, { homeSession: async () => partnerSession('%FORKCAST_GREETING_NAME%', { restaurantCount: 0 }) });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<h1>Hi, Ann</h1>');
    expect(html).toContain('<p>%FORKCAST_GREETING_NAME% started a session. <strong>10 restaurants ready to swipe</strong></p>');
  });

  it("leaves a group's waiting session to the app: its members are not in the frame", async () => {
    const { user } = await onboarded();
    const members = [{ userId: 'u2', name: 'Sam', swiped: 0, total: 10 }];
    const { app } = failingReads(user, { homeSession: async () => partnerSession('Sam', { members }) });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<h1>Hi, Ann</h1>');
    expect(html).not.toContain('<section>');
  });

  it('is left out, never an error, when reading it fails; other pages never carry it', async () => {
    const { agent, user } = await onboarded();
    expect(homeBlock((await page(agent)).text)).toBeNull();

    const { app, warned } = failingReads(user, { homeSession: () => Promise.reject(new Error('pool exhausted')) });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<h1>Hi, Ann</h1>');
    expect(homeBlock(html)).toBeNull();
    expect(warned.join('\n')).toContain('pool exhausted');
  });
});
