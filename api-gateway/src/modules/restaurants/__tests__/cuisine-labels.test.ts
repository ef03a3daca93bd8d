import { cuisineLabel, cuisineSlug, normalizeCuisines } from '../domain/cuisine-labels';
import { placeCuisineEvidence, placeCuisines } from '../domain/place-cuisines';
import { inferCuisinesFromName } from '../domain/infer-cuisine-from-name';

describe('cuisine labels', () => {
  it('turns OSM values into display labels', () => {
    expect(normalizeCuisines(['italian', 'pizza'])).toEqual(['Italian', 'Pizza']);
    expect(normalizeCuisines('coffee_shop')).toEqual(['Coffee Shop']);
    expect(normalizeCuisines('american;burger')).toEqual(['American', 'Burgers']);
    expect(normalizeCuisines(['steak_house', 'bbq', 'tex-mex'])).toEqual(['Steakhouse', 'BBQ', 'Tex-Mex']);
    expect(normalizeCuisines(['salvadoran', 'lao-thai', 'fish_and_chips'])).toEqual(['Salvadoran', 'Lao-Thai', 'Fish and Chips']);
  });

  it('merges spellings and drops values that are not cuisines', () => {
    expect(normalizeCuisines(['donut', 'donuts', 'doughnut'])).toEqual(['Donuts']);
    expect(normalizeCuisines(['byob', '_seafood'])).toEqual(['Seafood']);
    expect(normalizeCuisines(['italian', '='])).toEqual(['Italian']);
    expect(normalizeCuisines(['globally_inspired_gourmet_comfort_food'])).toEqual([]);
    expect(normalizeCuisines(null)).toEqual([]);
    expect(cuisineLabel('  ')).toBeNull();
  });

  it('gives illustration slugs that round-trip to the label', () => {
    expect(cuisineSlug('Steakhouse')).toBe('steak_house');
    expect(cuisineSlug('Coffee Shop')).toBe('coffee_shop');
    expect(cuisineSlug('Lao')).toBe('lao');
    expect(cuisineSlug(undefined)).toBe('restaurant');
    for (const label of ['Steakhouse', 'Coffee Shop', 'Lao', 'Tex-Mex', 'BBQ']) expect(cuisineLabel(cuisineSlug(label))).toBe(label);
  });

  it('falls back to name keywords, then to the amenity', () => {
    expect(inferCuisinesFromName("Tony's Pizza & Subs")).toEqual(['pizza', 'sandwich']);
    expect(inferCuisinesFromName('Pho 75')).toEqual(['vietnamese']);
    expect(inferCuisinesFromName("Sam's Morning Glory")).toEqual([]);
    expect(placeCuisines([], 'Franklin Barbecue', 'restaurant')).toEqual(['BBQ']);
    expect(placeCuisines([], 'La Colombe', 'cafe')).toEqual(['Cafe']);
    expect(placeCuisines([], 'The Corner', 'restaurant')).toEqual([]);
    expect(placeCuisines(['thai'], 'Pizza Thai', 'restaurant')).toEqual(['Thai']);
  });

  it('says when the labels are only a guess from the name', () => {
    expect(placeCuisineEvidence([], 'Fishtown Diner', 'restaurant')).toEqual({ cuisines: ['Diner', 'Seafood'], fromName: true });
    expect(placeCuisineEvidence(['pizza'], "Tony's Pizza", 'restaurant')).toEqual({ cuisines: ['Pizza'], fromName: false });
    expect(placeCuisineEvidence([], 'La Colombe', 'cafe')).toEqual({ cuisines: ['Cafe'], fromName: false });
  });
});
