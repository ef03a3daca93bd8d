import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/**
 * One line per request ("request completed", or "request errored" at error level for a 5xx) and a request
 * id (X-Request-Id, and on every line logged through `req.log`). A line says of a request only its id,
 * method, url and address: never its headers (cookies!) or body. Requests to /api/health (the load
 * balancer's probe) are not logged.
 */
export function createRequestLogger(logger: Logger): RequestHandler {
  return pinoHttp<Request, Response>({
    logger,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Read straight from the request: pino's standard serializer would copy the headers and parse the query.
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({ id: req.id, method: req.method, url: req.originalUrl, remoteAddress: req.socket.remoteAddress }),
      res: (res: Response) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => req.originalUrl === '/api/health' },
  });
}
