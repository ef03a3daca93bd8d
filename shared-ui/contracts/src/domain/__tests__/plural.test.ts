import { countOf, plural } from '../plural';
import { FALLBACK_RESTAURANT_COUNT, partnerSessionReadyText } from '../session';

describe('plural rules', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(0, 'match', 'matches')).toBe('0 matches');
    expect(countOf(2, 'restaurant')).toBe('2 restaurants');
    expect(countOf(21, 'mile')).toBe('21 miles');
    expect(plural(1, 'Partner')).toBe('Partner');
    expect(plural(1.5, 'star')).toBe('stars');
  });
});

it('agrees with Intl.PluralRules en-US on every count the screens show, without building one', () => {
  const rules = new Intl.PluralRules('en-US');
  for (const count of [-2, -1, 0, 0.5, 1, 1.5, 2, 3, 11, 21, 101, 1000]) {
    expect(plural(count, 'one', 'other')).toBe(rules.select(count));
  }
});

it("says what a partner's waiting session has ready, with the spec's fallback when the server gives no count", () => {
  expect(partnerSessionReadyText({ restaurantCount: 1 })).toBe('1 restaurant ready to swipe');
  expect(partnerSessionReadyText({ restaurantCount: 18 })).toBe('18 restaurants ready to swipe');
  expect(partnerSessionReadyText({ restaurantCount: 0 })).toBe(`${FALLBACK_RESTAURANT_COUNT} restaurants ready to swipe`);
});
