import { refreshRestaurantCache } from '../refresh-restaurant-cache';

let fetchMock: jest.Mock;

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', text: async () => '{}' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('refreshRestaurantCache', () => {
  it('posts the coordinates, then skips the same place (to 2 decimals) for 60 s', () => {
    expect(refreshRestaurantCache({ latitude: 37.7749, longitude: -122.4194 }, 1_000)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cache/refresh-restaurants',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ latitude: 37.7749, longitude: -122.4194 }) }),
    );
    expect(refreshRestaurantCache({ latitude: 37.771, longitude: -122.419 }, 30_000)).toBe(false);
    expect(refreshRestaurantCache({ latitude: 40.71, longitude: -74.0 }, 30_000)).toBe(true);
    expect(refreshRestaurantCache({ latitude: 37.7749, longitude: -122.4194 }, 61_000)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('swallows a failed refresh', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(() => refreshRestaurantCache({ latitude: 1, longitude: 2 })).not.toThrow();
    await Promise.resolve();
  });
});
