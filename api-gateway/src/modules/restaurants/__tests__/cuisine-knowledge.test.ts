import { RANDOMIZER_CUISINES } from '@forkcast/contracts';
import { CUISINE_PROFILES, findCuisine, findCuisineProfile } from '../domain/cuisine-knowledge';
import { DIET_RESTRICTIONS } from '../domain/dietary-restrictions';

describe('cuisine knowledge base', () => {
  it('covers ~40+ cuisines, each with dishes, occasions and a note for every restriction', () => {
    expect(CUISINE_PROFILES.length).toBeGreaterThanOrEqual(40);
    for (const profile of CUISINE_PROFILES) {
      expect(profile.dishes.length).toBeGreaterThanOrEqual(3);
      expect(profile.goodFor.length).toBeGreaterThanOrEqual(2);
      for (const restriction of DIET_RESTRICTIONS) {
        expect(profile.diet[restriction].note).toMatch(/^[A-Z].{10,}\.$/);
      }
    }
  });

  it('has unique names: no slug, label or alias belongs to two profiles', () => {
    const owners = new Map<string, string>();
    for (const profile of CUISINE_PROFILES) {
      for (const name of [profile.slug, profile.label, ...profile.aliases]) {
        const key = name.toLowerCase().replace(/[\s-]+/g, '_');
        expect([undefined, profile.slug]).toContain(owners.get(key));
        owners.set(key, profile.slug);
      }
    }
  });

  it('knows every randomizer cuisine and the common OSM values of the catalog', () => {
    for (const cuisine of RANDOMIZER_CUISINES) expect(findCuisine(cuisine)?.exact).toBe(true);
    for (const value of ['pizza', 'mexican', 'american', 'chinese', 'vietnamese', 'sushi', 'coffee_shop', 'barbecue', 'steak_house']) {
      expect(findCuisineProfile(value)).toBeDefined();
    }
    expect(findCuisine('lebanese')).toMatchObject({ exact: false, profile: { slug: 'middle_eastern' } });
  });
});
