import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createRequestLogger } from '../src/middleware/request-logger';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = express();
  app.use(createRequestLogger(pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) })));
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get('/ok', (req, res) => {
    req.log?.warn('inside the handler');
    res.json({ ok: true });
  });
  app.get('/fail', (_req, res) => void res.status(503).json({ message: 'down' }));
  return { app, lines };
}

describe('request logger', () => {
  it('writes one line per request with its id (also sent as X-Request-Id), method, url and status, never headers', async () => {
    const { app, lines } = appLogging('info');
    const res = await request(app).get('/ok?q=1').set('Cookie', 'forkcast.sid=s%3Asecret-session.sig').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'inside the handler',
        req: expect.objectContaining({ id, method: 'GET', url: '/ok?q=1' }),
      }),
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ id }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-session');
  });

  it('logs a 5xx answer at error level, and not the health probe', async () => {
    const { app, lines } = appLogging('info');
    await request(app).get('/api/health').expect(200);
    await request(app).get('/fail').expect(503);
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 503 } })]);
  });

  it('writes nothing below its level, and still sends the request id', async () => {
    const { app, lines } = appLogging('error');
    const res = await request(app).get('/ok').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });
});
