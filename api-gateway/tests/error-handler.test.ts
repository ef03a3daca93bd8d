import express from 'express';
import request from 'supertest';
import { ForbiddenError } from '../src/errors';
import { errorHandler } from '../src/middleware/error-handler';

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
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
    expect((await request(appThrowing(wrapped)).get('/boom').expect(503)).body).toEqual({ message: 'Service temporarily unavailable' });
  });

  it('hides unexpected errors behind a 500 without details', async () => {
    const res = await request(appThrowing(new Error('secret internals'))).get('/boom').expect(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
  });
});
