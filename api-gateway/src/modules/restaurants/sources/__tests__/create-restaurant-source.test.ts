import { CatalogSource } from '../catalog-source';
import { createRestaurantSources } from '../create-restaurant-source';
import { LiveSourceGuard } from '../live-source-guard';

describe('createRestaurantSources', () => {
  it('catalog mode, or no live source configured: the bundled catalog alone', () => {
    const offline = createRestaurantSources({ mode: 'catalog', overpassUrl: 'http://o', googlePlacesApiKey: 'k' });
    expect(offline.primary).toBeInstanceOf(CatalogSource);
    expect(offline.live).toBeNull();
    expect(createRestaurantSources({ googlePlacesApiKey: '' }).primary.kind).toBe('catalog');
  });

  it('live: Google Places when a key is set, else Overpass, each behind its guard with the catalog beside it', () => {
    const google = createRestaurantSources({ googlePlacesApiKey: 'k', overpassUrl: 'http://o' });
    expect(google.primary).toBeInstanceOf(LiveSourceGuard);
    expect(google.primary.kind).toBe('google');
    expect(google.catalog).toBeInstanceOf(CatalogSource);
    const overpass = createRestaurantSources({ overpassUrl: 'http://o' });
    expect(overpass.primary.kind).toBe('overpass');
    expect(overpass.live?.health().state).toBe('untried');
  });

  it('passes the injected fetch and the User-Agent to the remote source', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ elements: [] }), { status: 200 }));
    const { primary } = createRestaurantSources({
      overpassUrl: 'http://overpass.test/api/interpreter',
      fetch,
      userAgent: 'Forkcast/1.0 (+ops@example.test)',
    });
    expect(await primary.nearby({ latitude: 1, longitude: 2, radiusMiles: 1 })).toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      'http://overpass.test/api/interpreter',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'user-agent': 'Forkcast/1.0 (+ops@example.test)' }) }),
    );
  });
});
