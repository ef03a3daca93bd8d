import zipcodes from 'zipcodes';
import { COVERAGE_RULE, deckVariety, meetsCoverageRule } from '../catalog/coverage-rule';
import { readCatalogIndex } from '../catalog/load-catalog';
import { CatalogSource } from '../sources/catalog-source';

/** What the offline catalog promises where it says it covers a place (catalog/NOTICE.md). */

const source = new CatalogSource();
const zip = (code: string) => {
  const found = zipcodes.lookup(code);
  if (!found) throw new Error(`no ZIP ${code}`);
  return { latitude: found.latitude, longitude: found.longitude };
};
const deckAround = (code: string, radiusMiles: number = COVERAGE_RULE.radiusMiles) => source.nearby({ ...zip(code), radiusMiles });

describe('a deck from the catalog alone, in every covered metro', () => {
  it.each([
    ['10001', 'New York City, NY'],
    ['11201', 'New York City, NY'],
    ['20001', 'Washington, DC'],
    ['60601', 'Chicago, IL'],
    ['94103', 'Central San Francisco, CA'],
    ['90012', 'Central Los Angeles, CA'],
    ['19103', 'Philadelphia, PA'],
    ['78701', 'Austin, TX'],
    ['92701', 'Orange County, CA'],
  ])('ZIP %s: at least 10 places and 4 cuisines within 5 miles, in %s', async (code, area) => {
    const places = await deckAround(code);
    const variety = deckVariety(places);
    expect(variety.places).toBeGreaterThanOrEqual(10);
    expect(variety.cuisines).toBeGreaterThanOrEqual(4);
    expect(meetsCoverageRule(variety)).toBe(true);
    const nearest = await source.nearestCoveredArea(zip(code));
    expect(nearest?.name).toBe(area);
    expect(nearest!.miles).toBeLessThan(10);
  });
});

describe('where the catalog has nothing', () => {
  it('ZIP 59801 (Missoula): no place within 5 or 25 miles, and the nearest covered area is named with its distance', async () => {
    expect(await deckAround('59801')).toEqual([]);
    expect(await deckAround('59801', 25)).toEqual([]);
    // Missoula to central San Francisco is about 760 miles as the crow flies.
    expect(await source.nearestCoveredArea(zip('59801'))).toEqual({ name: 'Central San Francisco, CA', miles: expect.closeTo(759, -1) });
  });

  it('ships no one-cuisine metro: Seattle, Boston, Houston have no places, so no all-Chinese deck', async () => {
    for (const code of ['98101', '02108', '77002', '30303', '33130', '85004', '80202']) expect(await deckAround(code, 25)).toEqual([]);
    expect((await source.nearestCoveredArea(zip('02108')))?.name).toBe('New York City, NY');
  });
});

describe('the covered areas listed in the index', () => {
  it('each circle’s centre deals a deck that meets the coverage rule', async () => {
    const index = await readCatalogIndex();
    const circles = index.areas.flatMap((area) => area.covered);
    expect(circles.length).toBeGreaterThanOrEqual(8);
    for (const circle of circles) {
      const places = await source.nearby({ latitude: circle.lat, longitude: circle.lng, radiusMiles: COVERAGE_RULE.radiusMiles });
      expect([circle.name, meetsCoverageRule(deckVariety(places))]).toEqual([circle.name, true]);
    }
  });

  it('a deck of one cuisine does not meet the rule, however many labels its places carry', () => {
    const chinese = Array.from({ length: 30 }, (_, i) => ({
      cuisines: i % 2 ? ['Chinese', 'Dim Sum'] : ['Chinese', 'Noodles', 'Seafood'],
    }));
    expect(meetsCoverageRule(deckVariety(chinese))).toBe(false);
    const mixed = [
      ...chinese.slice(0, 10),
      ...['Pizza', 'Thai', 'Mexican', 'Indian'].flatMap((label) => Array.from({ length: 5 }, () => ({ cuisines: [label] }))),
    ];
    expect(deckVariety(mixed)).toEqual({ places: 30, cuisines: 5, topShare: 1 / 3 });
    expect(meetsCoverageRule(deckVariety(mixed))).toBe(true);
  });
});
