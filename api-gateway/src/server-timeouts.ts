import type http from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than a client's or a proxy's reuse window. Node's
 * default (5 s) closed connections while a client could be sending its next request on one, which then failed
 * with ECONNRESET; behind a load balancer (60 s idle timeout on the common ones) that race is a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The server's timeouts for its connections (server.ts). */
export function applyServerTimeouts(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Longer than the keep-alive timeout, so a request starting on a connection about to idle out gets its headers read.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
