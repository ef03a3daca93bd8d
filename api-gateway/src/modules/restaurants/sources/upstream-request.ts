import type { PlaceSource } from '../domain/place';
import { RestaurantSourceError } from './restaurant-source';

export type Fetch = typeof fetch;

export interface UpstreamRequest {
  source: PlaceSource;
  fetch: Fetch;
  timeoutMs: number;
  /** Values (API keys) that must never appear in an error message. */
  secrets?: readonly string[];
  init?: RequestInit;
  /** Non-2xx statuses handed to `read` instead of failing (e.g. 404 meaning "no such photo"). */
  passThroughStatuses?: readonly number[];
}

/** Replaces every secret, raw or URL-encoded, with [redacted]. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) result = result.split(form).join('[redacted]');
  }
  return result;
}

// Duck-typed: fetch rejects with a DOMException, which isn't `instanceof Error` in every realm (jest's vm).
const errorField = (error: unknown, field: 'name' | 'message' | 'cause'): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;

function isTimeout(error: unknown): boolean {
  const name = errorField(error, 'name');
  return name === 'TimeoutError' || name === 'AbortError';
}

function toSourceError(error: unknown, request: UpstreamRequest, what: string): RestaurantSourceError {
  if (error instanceof RestaurantSourceError) return error;
  if (isTimeout(error)) {
    return new RestaurantSourceError(request.source, 'TIMEOUT', `${what} timed out after ${request.timeoutMs} ms`);
  }
  // fetch's own message is just "fetch failed"; the cause says why (ECONNREFUSED, DNS, TLS).
  const cause = errorField(error, 'cause');
  const reason = String(errorField(cause, 'message') ?? errorField(error, 'message') ?? error);
  return new RestaurantSourceError(request.source, 'NETWORK_ERROR', redact(`${what} failed: ${reason}`, request.secrets));
}

/**
 * One upstream call with a deadline covering the whole exchange (headers and body), turning every
 * failure into a RestaurantSourceError. `read` consumes the body inside the deadline.
 */
export async function requestUpstream<T>(
  url: string,
  request: UpstreamRequest,
  what: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  try {
    const response = await request.fetch(url, { ...request.init, signal: AbortSignal.timeout(request.timeoutMs) });
    if (!response.ok && !request.passThroughStatuses?.includes(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      throw new RestaurantSourceError(
        request.source,
        response.status === 429 ? 'OVER_QUERY_LIMIT' : 'HTTP_ERROR',
        `${what} answered HTTP ${response.status}`,
        response.status,
        retryAfterMs(response.headers.get('retry-after'), Date.now()),
      );
    }
    return await read(response);
  } catch (error) {
    throw toSourceError(error, request, what);
  }
}

/** RFC 9110 Retry-After: delay-seconds or an HTTP-date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP-date names its day and month; Date.parse alone would read '-5' as a year.
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** Reads a JSON body, reporting a non-JSON answer as BAD_RESPONSE. */
export async function readJson(response: Response, source: PlaceSource, what: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestaurantSourceError(source, 'BAD_RESPONSE', `${what} did not answer JSON`, response.status);
  }
}
