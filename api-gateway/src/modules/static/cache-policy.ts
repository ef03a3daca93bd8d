import path from 'node:path';
import type { ServerResponse } from 'node:http';

/** webpack's `[name].[contenthash:10].js` style: the name changes whenever the content does. */
const CONTENT_HASH = /[.-][0-9a-f]{10}\./i;
/** Stable names that point at hashed files; browsers must revalidate them every time. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'sw.js', 'manifest.webmanifest']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  // A pre-compressed copy (main.abc.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  // Unhashed assets (icons, fonts): short-lived, then revalidated by ETag.
  return 'public, max-age=3600';
}

/** serve-static `setHeaders` hook (typed as serve-static calls it: a plain Node response). */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}
