/**
 * The one error type for a non-OK answer. Its message is exactly the spec's format
 * "<status>: <body text or status text>"; status and the parsed JSON body ride along so
 * screens can read fields such as `upgradeRequired` without re-parsing strings.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(text);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The human part of an error: the server's `message` field when it sent one, else the raw message. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
    if (typeof body === 'string' && body.trim()) return body;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * A 429 from the gateway. The query client's caches toast these once, with the server's message;
 * per-call error handlers return early on them so their own toast does not replace that one.
 */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** A field of the JSON error body, e.g. `errorField(err, 'upgradeRequired')`. */
export function errorField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && field in body) {
    return (body as Record<string, unknown>)[field];
  }
  return undefined;
}
