import { formatDistance } from '../restaurant-card';

describe('formatDistance', () => {
  it('shows one decimal, and never 0.0 mi for a place next door', () => {
    expect(formatDistance(0)).toBe('< 0.1 mi');
    expect(formatDistance(0.04)).toBe('< 0.1 mi');
    expect(formatDistance(0.05)).toBe('0.1 mi');
    expect(formatDistance(2.345)).toBe('2.3 mi');
  });
});
