/** @jest-environment node */
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { createQueryClient } from '../query-client';
import { dismissToast as dismiss, getToastsState, selectCurrentToast } from '@forkcast/design-system';

const getSnapshot = () => selectCurrentToast({ toasts: getToastsState() });

describe('createQueryClient', () => {
  it('applies the query defaults (docs/product.md › Limits and constants)', () => {
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

describe('createQueryClient, 429 answers', () => {
  const MESSAGE = 'Too many requests. Please try again in 2 minutes.';

  function answer(status: number, body: unknown) {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  }

  beforeEach(() => dismiss());

  it("toasts the server's message for a query that meets a 429", async () => {
    answer(429, { message: MESSAGE });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/spotlight/new-restaurants'] })).rejects.toThrow();
    expect(getSnapshot()).toMatchObject({ title: 'Too many requests', description: MESSAGE, variant: 'destructive' });
  });

  it('toasts it for a mutation too, before the per-call handler runs (which may then skip it)', async () => {
    answer(429, { message: MESSAGE });
    const client = createQueryClient();
    const seenByCaller: unknown[] = [];
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest('POST', '/api/restaurants/random', {}),
      onError: () => seenByCaller.push(getSnapshot()?.title),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(seenByCaller).toEqual(['Too many requests']);
    expect(getSnapshot()).toMatchObject({ title: 'Too many requests', description: MESSAGE });
  });

  it('leaves every other failure to the screen that asked', async () => {
    answer(500, { message: 'boom' });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/anything'] })).rejects.toThrow();
    expect(getSnapshot()?.open ?? false).toBe(false);
  });
});

describe("createQueryClient, a failure's meta.errorToast", () => {
  function answer(status: number, body: unknown) {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  }

  beforeEach(() => dismiss());

  it("toasts the query's title with the server's message, else the fallback", async () => {
    answer(500, { message: 'Database unavailable' });
    const meta = { errorToast: { title: 'Failed to fetch partnerships', fallback: 'Please try again' } };
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/partnerships/user', 'u1'], meta })).rejects.toThrow();
    expect(getSnapshot()).toMatchObject({
      title: 'Failed to fetch partnerships',
      description: 'Database unavailable',
      variant: 'destructive',
    });

    dismiss();
    answer(500, '');
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/partnerships/user', 'u2'], meta })).rejects.toThrow();
    expect(getSnapshot()).toMatchObject({ title: 'Failed to fetch partnerships', description: 'Please try again' });
  });

  it('toasts the title alone without a fallback', async () => {
    answer(500, { message: 'boom' });
    const meta = { errorToast: { title: 'Failed to fetch visited restaurants' } };
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/spotlight/visited'], meta })).rejects.toThrow();
    const shown = getSnapshot();
    expect(shown).toMatchObject({ title: 'Failed to fetch visited restaurants', variant: 'destructive' });
    expect(shown?.description).toBeUndefined();
  });

  it("toasts a mutation's meta too", async () => {
    answer(503, { message: 'Places are unavailable' });
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest('POST', '/api/restaurants/random', {}),
      meta: { errorToast: { title: 'Error', fallback: 'Failed to find restaurant' } },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(getSnapshot()).toMatchObject({ title: 'Error', description: 'Places are unavailable' });
  });

  it('shows a 429 as the rate-limit toast, not the meta one', async () => {
    answer(429, { message: 'Too many requests. Please try again in 2 minutes.' });
    const meta = { errorToast: { title: 'Failed to fetch session history', fallback: 'Please try again' } };
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/sessions/user', 'u1', 'history', 5], meta })).rejects.toThrow();
    expect(getSnapshot()).toMatchObject({ title: 'Too many requests' });
  });
});
