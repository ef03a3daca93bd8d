import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { ForbiddenError } from '../src/errors';
import { errorHandler } from '../src/middleware/error-handler';
import { createRequestLogger } from '../src/middleware/request-logger';

/** The error middleware alone, on a bare app, for failures that are hard to provoke end to end. */
function appThrowing(error: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('errorHandler', () => {
  it('maps HttpError subclasses to their status and message', async () => {
    const res = await request(appThrowing(new ForbiddenError())).get('/boom').expect(403);
    expect(res.body).toEqual({ message: 'Forbidden' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect((await request(appThrowing(wrapped)).get('/boom').expect(503)).body).toEqual({ message: 'Service temporarily unavailable' });
  });

  it("logs a failed query's SQL and cause but never its parameters (a session id, an address)", async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const lines: string[] = [];
    const app = express();
    app.use(createRequestLogger(pino({ level: 'error' }, { write: (line: string) => void lines.push(line) })));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failures = [
      new DrizzleQueryError('select "sess" from "http_sessions" where "sid" = $1', ['sid-secret-value'], refused),
      new DrizzleQueryError('insert into "users" ("email") values ($1)', ['ana@example.com'], new Error('something odd')),
    ];
    app.get('/boom/:n', (req) => {
      throw failures[Number(req.params.n)];
    });
    app.use(errorHandler);
    await request(app).get('/boom/0').expect(503);
    await request(app).get('/boom/1').expect(500);
    const logged = lines.join('\n');
    expect(logged).toContain('select \\"sess\\" from');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).toContain('something odd');
    expect(logged).not.toContain('sid-secret-value');
    expect(logged).not.toContain('ana@example.com');
  });

  it('hides unexpected errors behind a 500 without details', async () => {
    const res = await request(appThrowing(new Error('secret internals')))
      .get('/boom')
      .expect(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
  });
});
