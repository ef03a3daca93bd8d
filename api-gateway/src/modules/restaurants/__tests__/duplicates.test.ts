import { loadCatalog, parseCatalog } from '../catalog/load-catalog';
import { isNearDuplicate, placeNameKey, removeDuplicatePlaces } from '../domain/duplicates';
import { makePlace } from './place-fixtures';

/** One restaurant mapped twice is one place, and the richer entry is the one kept. */

describe('duplicate places', () => {
  it('reads names the same across case, accents, "The" and "&"', () => {
    expect(placeNameKey('The Cheesecake Factory')).toBe(placeNameKey('Cheesecake Factory'));
    expect(placeNameKey('El Chile Café y Cantina')).toBe(placeNameKey('El Chile Cafe Y Cantina'));
    expect(placeNameKey("Honey's Sit 'n Eat")).toBe(placeNameKey('Honeys Sit n Eat'));
    expect(placeNameKey('Bar & Grill')).toBe(placeNameKey('Bar and Grill'));
    expect(placeNameKey('Masala Kitchen')).not.toBe(placeNameKey('Masala Kitchen Kati Rolls'));
  });

  it('is a duplicate by name and distance, unless both carry their own street address', () => {
    const liked = makePlace({
      id: 'osm:node/8822229338',
      name: 'Masala Kitchen',
      lat: 39.9488839,
      lng: -75.1597813,
      vicinity: 'Philadelphia, PA',
    });
    const other = makePlace({
      id: 'osm:node/6693379145',
      name: 'Masala Kitchen',
      lat: 39.9520039,
      lng: -75.1737779,
      vicinity: '2004 Chestnut Street, Philadelphia',
    });
    expect(isNearDuplicate(liked, other)).toBe(true);
    const branchA = makePlace({
      id: 'a',
      name: 'HipCityVeg',
      lat: 39.9505,
      lng: -75.1637,
      vicinity: '121 South Broad Street, Philadelphia',
    });
    const branchB = makePlace({
      id: 'b',
      name: 'HipCityVeg',
      lat: 39.9506,
      lng: -75.1706,
      vicinity: '127 South 18th Street, Philadelphia',
    });
    expect(isNearDuplicate(branchA, branchB)).toBe(false);
    // 300 feet apart is one spot whatever the two addresses say.
    expect(isNearDuplicate({ ...branchA, lng: -75.1638 }, branchA)).toBe(true);
    expect(isNearDuplicate(liked, { ...other, lat: other.lat + 0.02 })).toBe(false);
  });

  it('keeps the richer entry, whatever the order', () => {
    const bare = makePlace({ id: 'osm:node/2', name: 'Masala Kitchen', lat: 39.9488, lng: -75.1597 });
    const rich = makePlace({
      id: 'osm:node/1',
      name: 'Masala Kitchen',
      lat: 39.952,
      lng: -75.1737,
      cuisines: ['Indian'],
      phone: '+1',
      openingHours: 'Mo-Su 11:00-23:00',
      vicinity: '2004 Chestnut Street, Philadelphia',
    });
    for (const order of [
      [bare, rich],
      [rich, bare],
    ]) {
      const { places, removed } = removeDuplicatePlaces(order);
      expect(places.map((place) => place.id)).toEqual(['osm:node/1']);
      expect(removed.map((entry) => [entry.removed.id, entry.kept.id])).toEqual([['osm:node/2', 'osm:node/1']]);
    }
  });

  it('removes duplicates when the catalog loads', () => {
    const catalog = parseCatalog([
      { id: 'osm:node/2', name: 'Blaze Pizza', lat: 39.97947, lng: -75.15318 },
      { id: 'osm:node/1', name: 'Blaze Pizza', lat: 39.97953, lng: -75.15339, cuisine: ['pizza'] },
      { id: 'osm:node/3', name: 'Elsewhere', lat: 39.95, lng: -75.17 },
    ]);
    expect(catalog.places.map((place) => place.id)).toEqual(['osm:node/1', 'osm:node/3']);
    expect(catalog.byId.has('osm:node/2')).toBe(false);
    expect(catalog.index.within({ latitude: 39.9795, longitude: -75.1533 }, 1).map((entry) => entry.item.id)).toEqual(['osm:node/1']);
  });

  it('lists every duplicate removed from the bundled catalog', async () => {
    const catalog = await loadCatalog();
    const lines = catalog.duplicates.map(
      ({ kept, removed, miles }) => `${removed.id} ${removed.name} → kept ${kept.id} (${miles.toFixed(2)} mi)`,
    );

    console.log(`duplicates removed at load: ${lines.length} of ${catalog.places.length + lines.length}\n${lines.join('\n')}`);
    // Philadelphia, Austin and Orange County, each fold read one by one; the dense areas (New York City,
    // Washington, Chicago) fold hundreds, chain branches with no street address among them: counted here,
    // listed above.
    expect(lines).toEqual(
      expect.arrayContaining([
        'osm:node/6595453651 Pizza Hut → kept osm:node/3773472022 (0.70 mi)',
        'osm:node/4810181889 Blaze Pizza → kept osm:node/4810181888 (0.01 mi)',
        'osm:node/6221547185 The Cheesecake Factory → kept osm:node/6026182485 (0.02 mi)',
        'osm:node/8822229338 Masala Kitchen → kept osm:node/6693379145 (0.77 mi)',
        'scranit-austin:629 El Chile Cafe Y Cantina → kept scranit-austin:110 (0.06 mi)',
      ]),
    );
    expect(lines).toHaveLength(468);
    // No two places left read the same within the distance.
    const byName = new Map<string, (typeof catalog.places)[number][]>();
    for (const place of catalog.places) byName.set(placeNameKey(place.name), [...(byName.get(placeNameKey(place.name)) ?? []), place]);
    for (const group of byName.values()) {
      for (const [index, place] of group.entries())
        for (const other of group.slice(index + 1)) expect(isNearDuplicate(place, other)).toBe(false);
    }
  });
});
