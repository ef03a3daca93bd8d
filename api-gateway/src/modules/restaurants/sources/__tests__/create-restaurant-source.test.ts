import { CatalogSource } from '../catalog-source';
import { createRestaurantSource } from '../create-restaurant-source';
import { GooglePlacesSource } from '../google-places-source';
import { OverpassSource } from '../overpass-source';

describe('createRestaurantSource', () => {
  it('defaults to the bundled catalog', () => {
    expect(createRestaurantSource()).toBeInstanceOf(CatalogSource);
    expect(createRestaurantSource({ googlePlacesApiKey: '' }).kind).toBe('catalog');
  });

  it('prefers Google Places when a key is set, then Overpass', () => {
    expect(createRestaurantSource({ googlePlacesApiKey: 'k', overpassUrl: 'http://o' })).toBeInstanceOf(GooglePlacesSource);
    expect(createRestaurantSource({ overpassUrl: 'http://o' })).toBeInstanceOf(OverpassSource);
  });

  it('passes the injected fetch to the remote source', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ elements: [] }), { status: 200 }));
    const source = createRestaurantSource({ overpassUrl: 'http://overpass.test/api/interpreter', fetch });
    expect(await source.nearby({ latitude: 1, longitude: 2, radiusMiles: 1 })).toEqual([]);
    expect(fetch).toHaveBeenCalledWith('http://overpass.test/api/interpreter', expect.objectContaining({ method: 'POST' }));
  });
});
