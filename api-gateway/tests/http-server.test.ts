import http from 'node:http';
import { Socket } from 'node:net';
import express from 'express';
import request from 'supertest';
import { REQUEST_PROPERTIES, RESPONSE_PROPERTIES, ShapedRequest, ShapedResponse, createHttpServer } from '../src/http-server';
import { guestLink, joinAsGuest, pairSession } from './helpers/guest-fixtures';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlaces, startSession, swipeCard } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * src/http-server.ts declares what the stack adds to a request and a response when Node makes them, so that
 * every request keeps one V8 shape (the why and the figures are there). What could break: a middleware added
 * or upgraded that sets a new property on every request, or a declared name that shadows what Express reads.
 */
let t: TestApp;
let server: http.Server;
/** Per request (method and path): the string properties it gained after Node made it. */
const gained = new Map<string, { request: string[]; response: string[] }>();

beforeAll(async () => {
  t = await createTestApp({ restaurantSource: new FakeRestaurantSource(fakePlaces(6)) });
  server = createHttpServer(t.app);
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const made = { request: new Set(Object.keys(req)), response: new Set(Object.keys(res)) };
    const route = `${req.method} ${req.url}`;
    res.once('finish', () => {
      gained.set(route, {
        // A rate limiter's count (middleware/rate-limit.ts), on the few routes it guards: sign-in, invites.
        request: Object.keys(req).filter((key) => !made.request.has(key) && !key.startsWith('rateLimit:')),
        response: Object.keys(res).filter((key) => !made.response.has(key)),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.close();
  server.closeAllConnections();
});

/** The test app, with its agents talking to the shaped server above. */
const shaped = (): TestApp => ({ ...t, agent: () => request.agent(server) });

describe('one shape for every request', () => {
  it('a request gains no property on its way down the stack, whatever route it takes', async () => {
    const side = await signIn(shaped());
    await side.agent.get('/api/auth/user').expect(200);
    const started = await startSession(side.agent, side.user.id);
    await swipeCard(side, started, 0, 'like').expect(200);
    await swipeCard(side, started, 0, 'like').expect(200);
    await side.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    await side.agent.get('/api/no-such-route').expect(404);
    await side.agent.post('/api/sessions/start').set('content-type', 'application/json').send('{"broken"').expect(400);
    await side.agent.get('/api/health').expect(200);
    await side.agent.get('/').expect(200);
    const { host, started: paired } = await pairSession(shaped());
    const guest = await joinAsGuest(shaped(), (await guestLink(host.agent, paired.session.id)).token);
    await guest.agent.get(`/api/sessions/${paired.session.id}`).expect(200);

    // The swipe (the hot session read), the full session, a guest's session, errors, a page: all seen.
    expect(gained.size).toBeGreaterThanOrEqual(12);
    for (const [route, properties] of gained) expect({ route, ...properties }).toEqual({ route, request: [], response: [] });
  });

  it('leaves every declared property reading as it did, so no reader sees a difference', () => {
    const socket = new Socket();
    const req = new ShapedRequest(socket);
    const res = new ShapedResponse(req);
    const plainReq = new http.IncomingMessage(socket);
    const plainRes = new http.ServerResponse(plainReq);
    for (const name of REQUEST_PROPERTIES) {
      expect(Object.hasOwn(req, name)).toBe(true);
      expect(Reflect.get(req, name)).toEqual(Reflect.get(plainReq, name));
    }
    for (const name of RESPONSE_PROPERTIES) {
      expect(Object.hasOwn(res, name)).toBe(true);
      expect(Reflect.get(res, name)).toEqual(Reflect.get(plainRes, name));
    }
    expect(res.statusCode).toBe(200);
    // Express swaps its own prototypes in under each request: an own property would hide an accessor there.
    const accessors = (proto: object) =>
      Object.entries(Object.getOwnPropertyDescriptors(proto))
        .filter(([, descriptor]) => descriptor.get || descriptor.set)
        .map(([name]) => name);
    expect(accessors(express.request)).toContain('query');
    expect(REQUEST_PROPERTIES.filter((name) => accessors(express.request).includes(name))).toEqual([]);
    expect(RESPONSE_PROPERTIES.filter((name) => accessors(express.response).includes(name))).toEqual([]);
  });
});
