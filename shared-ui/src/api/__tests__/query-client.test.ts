/** @jest-environment node */
import { createQueryClient } from '../query-client';

describe('createQueryClient', () => {
  it('applies the spec §9 query defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reads a query key through the default reader, throwing on 401', async () => {
    const fetchMock = jest.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/notifications'] })).rejects.toThrow('401: Unauthorized');
    expect(fetchMock).toHaveBeenCalledTimes(1); // no retries
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications', { credentials: 'include' });
  });
});
