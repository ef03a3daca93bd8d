/**
 * A tiny stand-in for the gateway in tests: answers fetch by "METHOD /path" and records every call.
 * Unknown routes answer 404, like a gateway that does not have the endpoint yet.
 */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

export type StubRoute = StubAnswer | ((call: RecordedCall) => StubAnswer | Promise<StubAnswer>);

function fakeResponse({ status = 200, body }: StubAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 404 ? 'Not Found' : status >= 400 ? 'Error' : 'OK',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

export function stubFetch(routes: Record<string, StubRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    if (!route) return fakeResponse({ status: 404, body: 'Not Found' });
    return fakeResponse(typeof route === 'function' ? await route(call) : route);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    /** Calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key),
  };
}
