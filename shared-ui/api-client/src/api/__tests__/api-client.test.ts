/** @jest-environment node */
import type { QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, getQueryFn, throwIfNotOk } from '../api-client';
import { ApiError } from '../api-error';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function respond(status: number, body = '', statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, statusText }));
}

/** Only queryKey matters to getQueryFn; the rest of the context is irrelevant here. */
function context(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

describe('throwIfNotOk', () => {
  it('lets an OK response through', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('throws "<status>: <body>" for a non-OK response with a body', async () => {
    const error = await throwIfNotOk(new Response('{"message":"Nope"}', { status: 403 })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('403: {"message":"Nope"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfNotOk(new Response('', { status: 404, statusText: 'Not Found' }))).rejects.toThrow('404: Not Found');
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials when there is data, and parses the answer', async () => {
    respond(200, '{"inviteCode":"ABC123"}');
    const answer = await apiRequest('POST', '/api/partnerships/invite', { userId: 'u1' });

    expect(answer).toEqual({ inviteCode: 'ABC123' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/partnerships/invite');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"userId":"u1"}',
    });
  });

  it('sends no body and no content type without data', async () => {
    respond(204);
    const answer = await apiRequest('DELETE', '/api/partnerships/p1');

    expect(answer).toBeUndefined();
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
  });

  it('sends an empty object as a body (POST {} endpoints)', async () => {
    respond(200, '{}');
    await apiRequest('POST', '/api/auth/logout', {});
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{}');
  });

  it('rejects with "<status>: <body>" on a non-OK answer', async () => {
    respond(500, 'Internal error');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal error');
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with "/" with credentials', async () => {
    respond(200, '[{"id":1}]');
    const read = getQueryFn<unknown[]>({ on401: 'throw' });
    const data = await read(context(['/api/favorites/user', 'u1']));

    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/favorites/user/u1', { credentials: 'include' });
  });

  it('returns null on 401 when told to', async () => {
    respond(401, 'Unauthorized');
    const read = getQueryFn({ on401: 'returnNull' });
    await expect(read(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws on 401 otherwise', async () => {
    respond(401, '', 'Unauthorized');
    const read = getQueryFn({ on401: 'throw' });
    await expect(read(context(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('still throws other errors when 401 returns null', async () => {
    respond(500, 'boom');
    const read = getQueryFn({ on401: 'returnNull' });
    await expect(read(context(['/api/auth/user']))).rejects.toThrow('500: boom');
  });
});
