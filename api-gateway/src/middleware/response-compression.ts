import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * The calls sent for every card (a swipe, an undo) answer a few hundred bytes, under compression's 1 KB
 * threshold, so it would never compress them. It still wraps five methods of each response to find that
 * out: about a tenth of a repeated swipe's CPU at first, about 4 % (0.01 ms) since every response has one
 * shape (http-server.ts; docs/benchmarks.md). Every other answer goes through compression as before.
 */
const PER_CARD_CALL = /^\/api\/sessions\/[^/]+\/(?:swipe|undo)$/;

export function createResponseCompression(): RequestHandler {
  const compress = compression();
  return (req, res, next) => (req.method === 'POST' && PER_CARD_CALL.test(req.path) ? next() : compress(req, res, next));
}
