import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Turns a non-OK response into ApiError("<status>: <body or statusText>"). The one place that does. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call to the gateway goes through here: cookies always, a JSON body only when there is data.
 * Resolves to the parsed JSON answer (or undefined for an empty answer). `headers`: extra request headers
 * (a swipe names the tab's live connection).
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: data !== undefined ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(res);
  return readJson<T>(res);
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default reader: GET of the query key parts joined with "/". Throws on 401 unless told otherwise. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.map(String).join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return readJson<T>(res);
  };
}
