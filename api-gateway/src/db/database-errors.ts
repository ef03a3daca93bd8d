/**
 * Errors that mean "the database cannot be reached right now" (as opposed to a bad query). They answer
 * 503 so clients and load balancers retry instead of treating the request as broken.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention / shutting down), 53300.
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[1-4]|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); look through the chain.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/** PostgreSQL unique_violation, seen through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}

/**
 * Text PostgreSQL cannot store (a NUL character, `\u0000` in JSON): SQLSTATE 22021 character_not_in_repertoire
 * or 22P05 untranslatable_character. The input is the client's fault, so this is a 400, never a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '22021' || code === '22P05') return true;
    current = cause;
  }
  return false;
}

/**
 * The error as it may be logged: Drizzle's wrapper puts the query's parameters in its message, and those
 * are request data (a cookie session id on every request's session lookup, e-mail addresses, code hashes).
 * The copy keeps the SQL text, the stack and the driver's cause (what went wrong), without the values.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error)) return error;
  const safe = new Error(`Failed query: ${String(error.query)}`, { cause: error.cause });
  safe.name = error.name;
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')}`;
  return safe;
}
