import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';
import { usingPostgres } from './helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('geocoding', () => {
  it('geocodes a known ZIP by POST and GET', async () => {
    const expected = { zipCode: '10001', latitude: 40.7484, longitude: -73.9967, city: 'New York', state: 'NY' };
    expect((await request(t.app).post('/api/restaurants/geocode').send({ zipCode: '10001' }).expect(200)).body).toEqual(expected);
    expect((await request(t.app).get('/api/geocode').query({ zipCode: '10001' }).expect(200)).body).toEqual(expected);
  });

  it.each([['abcde'], ['1234'], ['123456'], ['']])('answers 400 for the malformed ZIP %p', async (zipCode) => {
    const res = await request(t.app).post('/api/restaurants/geocode').send({ zipCode }).expect(400);
    expect(res.body).toEqual({ message: 'Invalid zip code' });
  });

  it('answers 400 when the ZIP is missing', async () => {
    expect((await request(t.app).get('/api/geocode').expect(400)).body).toEqual({ message: 'Invalid zip code' });
    expect((await request(t.app).post('/api/restaurants/geocode').send({}).expect(400)).body).toEqual({ message: 'Invalid zip code' });
  });

  it('answers 404 for an unknown ZIP', async () => {
    const res = await request(t.app).get('/api/geocode').query({ zipCode: '00000' }).expect(404);
    expect(res.body).toEqual({ message: 'Invalid zip code' });
  });
});

describe('request guards and errors', () => {
  it('refuses a mutating request from another origin', async () => {
    const res = await request(t.app)
      .post('/api/auth/email/request-otp')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@example.com' })
      .expect(403);
    expect(res.body).toEqual({ message: 'Cross-origin request refused' });
  });

  it('accepts the app origin and the request host as Origin', async () => {
    await request(t.app).post('/api/auth/logout').set('Origin', t.config.publicUrl).send({}).expect(200);
    const res = await request(t.app).post('/api/auth/logout').set('Host', 'forkcast.test').set('Origin', 'http://forkcast.test').send({});
    expect(res.status).toBe(200);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await request(t.app).post('/api/auth/email/request-otp').type('form').send('email=a@example.com').expect(415);
    expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('lets a bodiless mutating request through', async () => {
    await request(t.app).post('/api/auth/logout').expect(200);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await request(t.app)
      .post('/api/auth/email/request-otp')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers 413 for a body over 100 kB', async () => {
    const res = await request(t.app)
      .post('/api/auth/email/request-otp')
      .send({ email: 'a@example.com', padding: 'x'.repeat(110 * 1024) })
      .expect(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers 404 JSON for an unknown API route', async () => {
    expect((await request(t.app).get('/api/nope').expect(404)).body).toEqual({ message: 'Not found' });
    expect((await request(t.app).delete('/api/users').expect(404)).body).toEqual({ message: 'Not found' });
  });

  it('sets security headers and a request id', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // Sockets to this gateway only, images from this origin only (no Google sign-in configured here).
    expect(csp.split(';')).toEqual(expect.arrayContaining(["connect-src 'self' ws://localhost:8080", "img-src 'self' data: blob:"]));
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Same-origin form posts (dev billing) must carry a real Origin, which 'no-referrer' would null out.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    // Tests run on the bundled catalog alone: no live source to report.
    expect((await request(t.app).get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      restaurants: { source: 'catalog', live: null, fallback: null },
    });
    expect((await request(t.app).get('/api/ready').expect(200)).body).toEqual({
      status: 'ready',
      database: usingPostgres ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 when the database is down', async () => {
    const down = {
      ...t.database,
      ping: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    };
    const { createApp } = await import('../src/app');
    const { createLogger } = await import('../src/logger');
    const app = createApp({ config: t.config, database: down, logger: createLogger(t.config) });
    expect((await request(app.app).get('/api/ready').expect(503)).body).toEqual({ message: 'Database unavailable' });
    app.close();
  });
});

describe('dev outbox', () => {
  it('lists the latest messages newest first, filtered by address', async () => {
    const { email } = await signIn(t);
    await request(t.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
    const res = await request(t.app).get('/api/dev/outbox').query({ to: email }).expect(200);
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'id', 'subject', 'text', 'to']);
    expect(Date.parse(res.body[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(res.body[1].createdAt));
    const all = await request(t.app).get('/api/dev/outbox').expect(200);
    expect(all.body.length).toBeLessThanOrEqual(50);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' } });
    expect((await request(production.app).get('/api/dev/outbox').expect(404)).body).toEqual({ message: 'Not found' });
  });

  it('cannot be the mailer in production: without SMTP_URL production refuses to start', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/SMTP_URL is not set/);
  });
});

describe('odd input never answers 500', () => {
  it.each([
    ['a JSON null body', (r: request.Agent) => r.post('/api/auth/email/request-otp').set('Content-Type', 'application/json').send('null')],
    ['a JSON array body', (r: request.Agent) => r.post('/api/auth/email/request-otp').send([1, 2])],
    ['a bodiless request', (r: request.Agent) => r.post('/api/auth/email/verify-otp')],
    ['an array query', (r: request.Agent) => r.get('/api/geocode?zipCode[]=10001')],
    ['a bad URI escape', (r: request.Agent) => r.put('/api/users/%E0%A4%A').send({})],
  ])('%s', async (_label, send) => {
    const res = await send(request.agent(t.app));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });
});
