import { mockApi, type FakeResponse } from '@forkcast/test-utils/mock-api';

// The shared fetch stubs and fixtures (test-utils/src/mock-api.ts).
export * from '@forkcast/test-utils/mock-api';

const ADMIN_USERS = '/api/admin/users';

/**
 * mockApi plus GET /api/admin/users with any query string: `users` gets the parsed query, so a test can
 * play the gateway's paging, sorting and search. The requests it saw are in `requests`.
 */
export function mockAdminApi(
  table: Parameters<typeof mockApi>[0],
  users: (query: URLSearchParams) => FakeResponse | Promise<FakeResponse>,
): { fetchMock: jest.Mock; requests: URLSearchParams[] } {
  const inner = mockApi(table);
  const requests: URLSearchParams[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === ADMIN_USERS) {
      requests.push(url.searchParams);
      return users(url.searchParams);
    }
    return inner(input, init);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}
