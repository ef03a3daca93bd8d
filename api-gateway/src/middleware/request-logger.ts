import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

declare module 'express-serve-static-core' {
  interface Request {
    /**
     * The app's logger with this request's line ({ req: { id, method, url, remoteAddress } }) bound; absent on
     * an app without createRequestLogger (some tests).
     */
    log?: Logger;
  }
}

/** What a log line says of a request: never its headers (cookies!) or body. */
function requestFields(req: Parameters<RequestHandler>[0], id: string) {
  return { id, method: req.method, url: req.originalUrl, remoteAddress: req.socket.remoteAddress };
}

/**
 * One line per request ("request completed", or "request errored" at error level for a 5xx) and a request
 * id (X-Request-Id, and on every line logged through `req.log`), as pino-http wrote them, without pino-http's
 * cost on every request: the child logger is made only when a line is written, and the response gets one
 * listener (docs/decisions/hot-swipe-route.md).
 * Requests to /api/health (the load balancer's probe) are not logged.
 */
export function createRequestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    const started = performance.now();
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ req: requestFields(req, id) })),
    });
    res.setHeader('X-Request-Id', id);
    if (req.originalUrl !== '/api/health') {
      res.once('close', () => {
        const level = res.statusCode >= 500 ? 'error' : 'info';
        if (!logger.isLevelEnabled(level)) return;
        const responseTime = Math.round(performance.now() - started);
        const message = !res.writableFinished ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed';
        req.log?.[level]({ res: { statusCode: res.statusCode }, responseTime }, message);
      });
    }
    next();
  };
}
