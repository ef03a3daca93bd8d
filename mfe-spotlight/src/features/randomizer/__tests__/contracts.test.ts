import { formatRating, priceDollars, RANDOMIZER_CUISINES, randomRestaurantResponseSchema } from '@forkcast/contracts';

describe('randomizer contracts', () => {
  it('lists the spec cuisines exactly, in order', () => {
    expect(RANDOMIZER_CUISINES).toEqual([
      'Italian',
      'Chinese',
      'Japanese',
      'Mexican',
      'Indian',
      'Thai',
      'French',
      'American',
      'Greek',
      'Mediterranean',
      'Seafood',
      'Steakhouse',
      'Pizza',
      'Sushi',
      'Vegetarian',
      'Vegan',
    ]);
  });

  it('reads an unknown price as 2, not known, and keeps an unknown rating null', () => {
    const parsed = randomRestaurantResponseSchema.parse({
      restaurant: {
        placeId: 'osm:node/1',
        name: 'Luigi',
        cuisineType: 'Italian',
        priceLevel: null,
        rating: null,
        vicinity: 'Austin',
        photoUrl: null,
      },
    });
    expect(parsed.restaurant?.priceLevel).toBe(2);
    expect(parsed.restaurant?.priceKnown).toBe(false);
    expect(parsed.restaurant?.rating).toBeNull();
    expect(randomRestaurantResponseSchema.parse({ restaurant: null }).restaurant).toBeNull();
  });

  it("reads the gateway's answer as sent (ids with '/', the data credit)", () => {
    const answer = {
      restaurant: {
        placeId: 'osm:node/42',
        name: 'Luigi',
        cuisineType: 'Italian',
        priceLevel: 2,
        priceKnown: false,
        rating: null,
        vicinity: '12 Main St, Philadelphia',
        photoUrl: '/api/restaurants/photo/cuisine%3Aitalian?maxWidth=800',
        attribution: '© OpenStreetMap contributors',
      },
    };
    expect(randomRestaurantResponseSchema.parse(answer)).toEqual(answer);
  });

  it('formats price as dollar signs and rating to one decimal', () => {
    expect([1, 2, 3, 4].map(priceDollars)).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(priceDollars(null)).toBe('$$');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.46)).toBe('4.5');
    expect(formatRating(null)).toBe('No rating yet');
  });
});
