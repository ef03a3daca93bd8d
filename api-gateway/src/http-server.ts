import http from 'node:http';
import type { Socket } from 'node:net';

/*
 * The properties the middleware stack gives every request and response, made own properties when Node
 * creates the object. Added one by one as a request goes down the stack, each would give the object a
 * new V8 hidden class, in an order that differs from route to route, and the property reads of every
 * later middleware (the router's, Express's, the session's) would turn polymorphic. Declared up front,
 * every request has one shape from the start. Measured (docs/benchmarks.md › "One shape for every
 * request"): bare Express with pino-http 124 → 92 µs of CPU a request, the repeated swipe 0.31 → 0.23 ms.
 * tests/http-server.test.ts fails when a request leaves the stack with a property not listed here.
 */

/** By who adds them. None may be an accessor of Express's request (it swaps its prototype in: `req.query`). */
export const REQUEST_PROPERTIES = [
  // Express and its router (and parseurl, for a 404's or a file's original URL)
  'res',
  'next',
  'baseUrl',
  'originalUrl',
  '_parsedUrl',
  '_parsedOriginalUrl',
  'params',
  'route',
  // body-parser
  'body',
  // pino-http
  'id',
  'log',
  'allLogs',
  // express-session and the swipe's session read (session/hot-session.ts)
  'sessionID',
  'sessionStore',
  'session',
  // modules/guests/guest-access.ts
  'guest',
  // EventEmitter's listener count: inherited (0) until a first listener
  '_eventsCount',
] as const;

/** Each keeps the value it inherits until its owner sets it: `statusCode` 200, the methods ServerResponse's. */
export const RESPONSE_PROPERTIES = [
  // Node's HTTP server and Express
  '_maxRequestsPerSocket',
  'statusCode',
  'statusMessage',
  'locals',
  // pino-http
  'log',
  'allLogs',
  // compression wraps these on each response it may compress (middleware/response-compression.ts)
  'writeHead',
  'write',
  'end',
  'on',
  'flush',
] as const;

/** Makes each named property an own one, with the value it reads as now: nothing a reader sees changes. */
function declareOwn(target: object, names: readonly string[]): void {
  for (const name of names) Reflect.set(target, name, Reflect.get(target, name));
}

export class ShapedRequest extends http.IncomingMessage {
  constructor(socket: Socket) {
    super(socket);
    declareOwn(this, REQUEST_PROPERTIES);
  }
}

export class ShapedResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
  constructor(req: Request) {
    super(req);
    declareOwn(this, RESPONSE_PROPERTIES);
  }
}

/** The gateway's HTTP server (server.ts, and the tests' and the seed's servers): `app` on shaped requests. */
export function createHttpServer(app: http.RequestListener): http.Server {
  return http.createServer({ IncomingMessage: ShapedRequest, ServerResponse: ShapedResponse }, app);
}
