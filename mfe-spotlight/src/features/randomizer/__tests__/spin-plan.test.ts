import { MAX_TURNS, MIN_TURNS, planSpin, SPIN_DURATION_MS } from '../lib/spin-plan';
import { segmentIndexFor, wheelSegments } from '../lib/wheel-segments';
import { webSearchUrl } from '../lib/web-search-url';

function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('planSpin', () => {
  it('spins for 3 s', () => {
    expect(SPIN_DURATION_MS).toBe(3000);
    expect(planSpin({ random: () => 0.5, segmentCount: 4 }).durationMs).toBe(3000);
  });

  it('turns a random whole number of times from 5 to 8, all four reachable', () => {
    expect([MIN_TURNS, MAX_TURNS]).toEqual([5, 8]);
    expect(planSpin({ random: () => 0, segmentCount: 4 }).turns).toBe(5);
    expect(planSpin({ random: () => 0.25, segmentCount: 4 }).turns).toBe(6);
    expect(planSpin({ random: () => 0.5, segmentCount: 4 }).turns).toBe(7);
    expect(planSpin({ random: () => 0.999999, segmentCount: 4 }).turns).toBe(8);
    // A source that misbehaves and returns 1 still stays in range.
    expect(planSpin({ random: () => 1, segmentCount: 4 }).turns).toBe(8);

    for (let k = 0; k < 200; k += 1) {
      const plan = planSpin({ random: Math.random, segmentCount: 7, targetIndex: k % 7 });
      expect(Number.isInteger(plan.turns)).toBe(true);
      expect(plan.turns).toBeGreaterThanOrEqual(5);
      expect(plan.turns).toBeLessThanOrEqual(8);
      expect(plan.offsetDeg).toBeGreaterThanOrEqual(0);
      expect(plan.offsetDeg).toBeLessThan(360);
      expect(plan.rotationDeg).toBe(plan.turns * 360 + plan.offsetDeg);
    }
  });

  it('stops with the target segment under the top pointer', () => {
    // 4 segments of 90°: segment 1's centre is at 135°, so the wheel turns 360 − 135 = 225° past whole turns.
    const plan = planSpin({ random: sequence(0, 0.5), segmentCount: 4, targetIndex: 1 });
    expect(plan.offsetDeg).toBeCloseTo(225);
    expect(plan.rotationDeg).toBeCloseTo(5 * 360 + 225);
  });

  it('lands at once under reduced motion', () => {
    expect(planSpin({ random: () => 0.3, segmentCount: 4, reducedMotion: true }).durationMs).toBe(0);
  });
});

describe('wheel segments', () => {
  it('shows the chosen cuisines, else the chosen price levels, repeated up to four segments', () => {
    expect(wheelSegments(['Thai', 'Greek', 'Pizza', 'Sushi', 'Vegan'], ['$'])).toEqual(['Thai', 'Greek', 'Pizza', 'Sushi', 'Vegan']);
    expect(wheelSegments([], ['$', '$$', '$$$', '$$$$'])).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(wheelSegments(['Thai'], ['$'])).toEqual(['Thai', 'Thai', 'Thai', 'Thai']);
    expect(wheelSegments([], [])).toEqual([]);
  });

  it('finds the segment of the pick by cuisine or by price', () => {
    const pick = {
      placeId: 'p',
      name: 'X',
      cuisineType: 'Thai',
      priceLevel: 3,
      priceKnown: true,
      rating: null,
      vicinity: null,
      photoUrl: null,
    };
    expect(segmentIndexFor(['Greek', 'thai'], pick)).toBe(1);
    expect(segmentIndexFor(['$', '$$', '$$$'], pick)).toBe(2);
    expect(segmentIndexFor(['Greek'], pick)).toBeUndefined();
    // An unknown price (sent as 2) is no '$$': the wheel doesn't stop on a price the result then doesn't show.
    expect(segmentIndexFor(['$', '$$', '$$$'], { ...pick, priceLevel: 2, priceKnown: false })).toBeUndefined();
  });
});

describe('webSearchUrl', () => {
  it('searches the name and vicinity, encoded', () => {
    expect(webSearchUrl('Café & Bar', '1 Main St')).toBe('https://www.google.com/search?q=Caf%C3%A9%20%26%20Bar%201%20Main%20St');
    expect(webSearchUrl('Luigi', null)).toBe('https://www.google.com/search?q=Luigi');
  });
});
