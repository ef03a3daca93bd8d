import { mockApi, reply } from '@forkcast/test-utils/mock-api';

/**
 * The gateway stand-in of the shell's tests, on the shared fetch stub (test-utils/src/mock-api.ts):
 * answers fetch by "METHOD /path" (unknown routes answer 404, like a gateway without the endpoint) and
 * hands each route the call it answers, with its JSON body parsed.
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

function recorded(input: unknown, init?: RequestInit): RecordedCall {
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { method: init?.method ?? 'GET', url: String(input), body };
}

export function stubFetch(routes: Record<string, StubRoute>) {
  const table = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      async (init?: RequestInit) => {
        const { status = 200, body } = typeof route === 'function' ? await route(recorded(key.slice(key.indexOf(' ') + 1), init)) : route;
        return reply(status, body);
      },
    ]),
  );
  const fetchMock = mockApi(table);
  const calls = () => fetchMock.mock.calls.map(([input, init]) => recorded(input, init as RequestInit | undefined));
  return {
    /** Every call so far, in order. */
    get calls(): RecordedCall[] {
      return calls();
    },
    fetchMock,
    /** Calls to one "METHOD /path". */
    callsTo: (key: string) => calls().filter((c) => `${c.method} ${c.url}` === key),
  };
}
