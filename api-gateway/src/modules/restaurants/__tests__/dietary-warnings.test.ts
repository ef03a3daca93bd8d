import { dietaryWarnings } from '../domain/dietary-warnings';
import { parseRestriction } from '../domain/dietary-restrictions';
import { makePlace } from './place-fixtures';

describe('dietary warnings', () => {
  it('reads OSM diet tags first: no → high, limited → low/medium, yes/only → none', () => {
    const place = makePlace({
      id: 'p',
      cuisines: ['Steakhouse'],
      diet: { vegan: 'no', vegetarian: 'only', glutenFree: 'limited' },
    });
    expect(dietaryWarnings(place, ['Vegan', 'Vegetarian', 'Gluten-free'])).toEqual([
      { restriction: 'Vegan', severity: 'high', warning: 'Does not offer vegan options, according to OpenStreetMap.' },
      { restriction: 'Gluten-free', severity: 'medium', warning: 'Only limited gluten-free options, according to OpenStreetMap.' },
    ]);
    expect(dietaryWarnings(makePlace({ id: 'q', diet: { vegetarian: 'limited' } }), ['Vegetarian'])[0]).toMatchObject({ severity: 'low' });
  });

  it('gives no warning when the place is tagged only/yes, and reads what an all-vegan menu implies', () => {
    const veganOnly = makePlace({ id: 'v', cuisines: ['Burgers'], diet: { vegan: 'only' } });
    expect(dietaryWarnings(veganOnly, ['Vegan', 'Vegetarian', 'Dairy-free', 'Halal'])).toEqual([]);
    expect(dietaryWarnings(makePlace({ id: 'y', cuisines: ['BBQ'], diet: { vegetarian: 'yes' } }), ['Vegetarian'])).toEqual([]);
  });

  it('falls back to the cuisine when untagged', () => {
    const warning = (cuisines: string[], restriction: string) => dietaryWarnings(makePlace({ id: 'c', cuisines }), [restriction])[0];
    expect(warning(['Steakhouse'], 'Vegan')).toMatchObject({ severity: 'high' });
    expect(warning(['Thai'], 'Nut-free')).toMatchObject({ severity: 'medium', warning: expect.stringMatching(/peanuts are common/i) });
    expect(warning(['Pizza'], 'Gluten-free')).toMatchObject({ severity: 'medium' });
    expect(warning(['BBQ'], 'Vegetarian')).toMatchObject({ severity: 'high' });
    expect(warning(['Indian'], 'Vegetarian')).toBeUndefined();
    expect(warning(['Ice Cream'], 'Dairy-free')).toMatchObject({ severity: 'high' });
    expect(warning(['Lebanese'], 'Vegan')).toBeUndefined(); // covered by the Middle Eastern profile
  });

  it('takes the worst of several cuisines unless one defines the menu', () => {
    const burgersAndSalads = makePlace({ id: 'b', cuisines: ['American', 'Burgers'] });
    expect(dietaryWarnings(burgersAndSalads, ['Gluten-free'])[0]).toMatchObject({ severity: 'medium' });
    const veganPizza = makePlace({ id: 'vp', cuisines: ['Pizza', 'Vegan'] });
    expect(dietaryWarnings(veganPizza, ['Vegan'])).toEqual([]);
  });

  it('says "no dietary information" (low) for an untagged place of unknown cuisine', () => {
    const [warning] = dietaryWarnings(makePlace({ id: 'u', cuisines: [] }), ['Halal']);
    expect(warning).toEqual({
      restriction: 'Halal',
      severity: 'low',
      warning: expect.stringMatching(/^No dietary information available; check with the restaurant/),
    });
    expect(dietaryWarnings(makePlace({ id: 'u2', cuisines: ['Martian'] }), ['Vegan'])[0]).toMatchObject({ severity: 'low' });
  });

  it('tolerates Kosher, free text, duplicates and blanks', () => {
    const place = makePlace({ id: 'k', cuisines: ['Seafood'] });
    const warnings = dietaryWarnings(place, ['Kosher', 'kosher', '  ', 'Low FODMAP', 'Peanut allergy', 'celiac']);
    expect(warnings.map((w) => [w.restriction, w.severity])).toEqual([
      ['Kosher', 'medium'],
      ['Low FODMAP', 'low'],
      ['Peanut allergy', 'low'],
      ['celiac', 'low'],
    ]);
    expect(warnings[1]!.warning).toContain('"Low FODMAP"');
  });

  it('parses the onboarding options and common spellings', () => {
    expect(['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal', 'Kosher'].map(parseRestriction)).toEqual([
      'vegetarian',
      'vegan',
      'glutenFree',
      'dairyFree',
      'nutFree',
      'halal',
      'kosher',
    ]);
    expect(parseRestriction('lactose intolerant')).toBe('dairyFree');
    expect(parseRestriction('plant-based')).toBe('vegan');
    expect(parseRestriction('no shellfish')).toBeNull();
  });
});
