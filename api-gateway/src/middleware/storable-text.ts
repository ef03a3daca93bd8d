import type { NextFunction, Request, Response } from 'express';
import { BadRequestError } from '../errors';

export const UNSTORABLE_TEXT = 'Text contains characters that cannot be stored (a NUL character or an unpaired surrogate)';

/** Deep enough for every body the API takes; a deeper one is refused rather than walked. */
const MAX_DEPTH = 12;

/**
 * PostgreSQL refuses a NUL in text and cannot encode a lone UTF-16 surrogate as UTF-8, so either would
 * fail deep inside a query as a 500. JSON.parse accepts both ("\ud800", "\u0000"), so they are
 * refused here, once, for every body, query and path, before any route sees them.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** In a /u pattern a valid surrogate pair is one astral code point, so \p{Cs} matches only a lone half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot store.
const UNSTORABLE = /[\p{Cs}\u0000]/u;

function check(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => check(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isStorableText(key) && check(item, depth + 1));
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes are the router's to refuse (400)
  }
}

export function requireStorableText(req: Request, _res: Response, next: NextFunction): void {
  const ok = check(req.body, 0) && check(req.query, 0) && isStorableText(decodedPath(req.path));
  next(ok ? undefined : new BadRequestError(UNSTORABLE_TEXT));
}
