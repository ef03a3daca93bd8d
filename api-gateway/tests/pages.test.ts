import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { SwipeRoomData } from '@forkcast/contracts';
import { createPagesRouter } from '../src/modules/pages/pages.router';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlace, setPreferences, signInPartners, startSession, swipeCard } from './helpers/swipe-fixtures';
import { createStaticFixture, createTestApp, type TestApp } from './helpers/test-app';
import { START_SCRIPTS_DATA_ID } from '../src/modules/pages/start-scripts';

/*
 * Which page a navigation gets, and with what: the pages router reads the data and hands it to the shell's
 * server build (here tests/helpers/shell-pages-stand-in.mjs, which shows what it was handed; the real pages
 * are tested in shell/src/server). GET /swipe of a signed-in user with a session in progress gets the room
 * rendered by the swipe remote's server build (here a stand-in written into the fixture's build folder), the
 * room's data inlined, the card's photo preloaded first and the swipe route's scripts hinted. Anything else —
 * signed out, no session, no room build, one that throws — is the plain page, never an error.
 */

const INJECTION = '</script><script>alert(1)</script><!--';
const source = new FakeRestaurantSource([fakePlace(1, { name: `Chez ${INJECTION}` }), fakePlace(2), fakePlace(3)]);
let offsetMs = 0;
let t: TestApp;
let root: string;
const renderer = () => path.join(root, 'mfe-swipe/dist/server/swipe-room.mjs');

/** A stand-in for mfe-swipe's server build in its build folder: the next card's name (HTML-escaped) and photo, like the real one. */
function writeRenderer(body: string): void {
  fs.mkdirSync(path.dirname(renderer()), { recursive: true });
  fs.writeFileSync(renderer(), body);
}

/**
 * mfe-swipe published as a new version whose server build is `body` (none when null), made current, as
 * scripts/remotes.mjs does: the gateway renders the room with it from the next request, without a restart.
 */
function publishRenderer(body: string | null): void {
  const version = `0.1.0-${crypto.randomBytes(5).toString('hex')}`;
  const folder = path.join(root, 'releases/mfe-swipe', version);
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'var mfe_swipe;');
  if (body !== null) fs.writeFileSync(path.join(folder, 'server/swipe-room.mjs'), body);
  const file = path.join(root, 'releases/mfe-releases.json');
  fs.writeFileSync(file, JSON.stringify({ remotes: { mfe_swipe: { current: version, history: [] } } }));
  // A later modification time than the last publish's, as a real one a moment later would have.
  const later = new Date(Date.now() + Math.round(Math.random() * 1e6));
  fs.utimesSync(file, later, later);
}

const WORKING_RENDERER = `
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const renderSwipeRoom = ({ session, swipes }) => {
  const swiped = new Set(swipes.map((s) => s.restaurantId));
  const card = session.restaurants.find((r) => !swiped.has(r.placeId));
  return { html: '<main><h2>' + escape(card.name) + '</h2></main>', styles: '<style data-styled="true">.room{}</style>', image: card.photoUrl };
};`;

beforeAll(async () => {
  root = createStaticFixture();
  fs.writeFileSync(
    path.join(root, 'mfe-swipe/dist/mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['14.abcdef0123.js', '__federation_expose_routes.abcdef0123.js'], async: ['90.abcdef0123.js'] } },
        },
      ],
    }),
  );
  writeRenderer(WORKING_RENDERER);
  t = await createTestApp({ env: { STATIC_ROOT: root }, restaurantSource: source, now: () => new Date(Date.now() + offsetMs) });
});

afterEach(() => {
  offsetMs = 0;
  // Back to the build folder's working room.
  fs.rmSync(path.join(root, 'releases/mfe-releases.json'), { force: true });
});

async function onboarded() {
  const signedIn = await signIn(t);
  await setPreferences(t, signedIn.user.id, {});
  // The user as the pages read them: with their preferences.
  const user = (await signedIn.agent.get('/api/auth/user').expect(200)).body as typeof signedIn.user;
  return { ...signedIn, user };
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

/** The pages router alone, for a signed-in onboarded user, with one of its page reads replaced (to fail). */
function failingReads(user: SwipeRoomData['user'], reads: Pick<Parameters<typeof createPagesRouter>[0], 'swipeRoom' | 'homeSession'>) {
  const warned: string[] = [];
  const { router } = createPagesRouter({
    staticRoot: root,
    releasesDir: path.join(root, 'releases'),
    remoteEntryOverrides: {},
    pageUser: async () => user,
    ...reads,
    warn: (message) => warned.push(message),
  });
  return { app: express().use(router), warned };
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
    expect(start.hints).toEqual(
      ['remoteEntry.js', '14.abcdef0123.js', '__federation_expose_routes.abcdef0123.js'].map((file) => `/remotes/mfe-swipe/${file}`),
    );
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

  it('when the remote has no server build, or it throws: the page, never an error', async () => {
    const { agent, user } = await onboarded();
    await startSession(agent, user.id);
    publishRenderer('export const renderSwipeRoom = () => { throw new Error("renderer broke"); };');
    expectPlain((await page(agent)).text);
    publishRenderer('export const somethingElse = 1;');
    expectPlain((await page(agent)).text);
    publishRenderer(null);
    expectPlain((await page(agent)).text);
    // A version published again is picked up without a restart.
    publishRenderer(WORKING_RENDERER);
    expect(dataBlock((await page(agent)).text)).not.toBeNull();
  });

  it('when the renderer answers something that is not a page, or reading the session fails', async () => {
    const { agent, user } = await onboarded();
    await startSession(agent, user.id);
    publishRenderer('export const renderSwipeRoom = () => ({ html: 1 });');
    expectPlain((await page(agent)).text);

    const { app, warned } = failingReads(user, { swipeRoom: () => Promise.reject(new Error('connection terminated')) });
    expectPlain((await request(app).get('/swipe').set('Accept', 'text/html').expect(200)).text);
    expect(warned.join('\n')).toContain('connection terminated');
  });
});

/*
 * Home with a session in progress: the session card's answer (GET …/active) is handed to home's page, which paints
 * the card and inlines the answer, so the card is at its place in the first render instead of arriving after a
 * request (home's LCP was the card, 2.4 s, and its arrival shifted the page).
 */
describe("GET / signed in: home's session card", () => {
  const homeBlock = (html: string) =>
    /<script type="application\/json" id="forkcast-home-session">(.*?)<\/script>/s.exec(html)?.[1] ?? null;
  const home = (agent: ReturnType<TestApp['agent']>) => agent.get('/').set('Accept', 'text/html').expect(200);

  it('is what GET …/active answers: the solo session in progress, or null', async () => {
    const { agent, user } = await onboarded();
    expect(JSON.parse(homeBlock((await home(agent)).text)!)).toBeNull();

    const started = await startSession(agent, user.id);
    await swipeCard({ agent, user }, started, 0, 'pass').expect(200);
    const html = (await home(agent)).text;
    expect(html).toContain('<h1>Hi, ');
    const block = homeBlock(html);
    expect(block).not.toMatch(/[<>]/);
    const active = (await agent.get(`/api/sessions/user/${user.id}/active`).expect(200)).body;
    expect(JSON.parse(block!)).toEqual(active);
    expect(active).toMatchObject({ id: started.session.id, partnershipId: null, restaurantCount: started.restaurants.length - 1 });
  });

  it("is a partner's waiting session as it was read", async () => {
    const { user } = await onboarded();
    const waiting = { id: 'ps1', partnershipId: 'p1', partnerId: 'u2', partnerName: 'Sam <b>&', restaurants: [], restaurantCount: 1 };
    const { app } = failingReads(user, { homeSession: async () => waiting as never });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(JSON.parse(homeBlock(html)!)).toEqual(waiting);
  });

  it('is left out, never an error, when reading it fails; other pages never carry it', async () => {
    const { agent, user } = await onboarded();
    expect(homeBlock((await page(agent)).text)).toBeNull();

    const { app, warned } = failingReads(user, { homeSession: () => Promise.reject(new Error('pool exhausted')) });
    const html = (await request(app).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain(`<h1>Hi, ${user.firstName ?? ''}</h1>`);
    expect(homeBlock(html)).toBeNull();
    expect(warned.join('\n')).toContain('pool exhausted');
  });
});
