import { DEFAULT_DECK_SIZE, dealDeck } from '../domain/deck';
import { distanceMiles } from '../domain/geo';
import { seededRandom } from '../domain/seeded-random';
import { makePlace } from './place-fixtures';

const ORIGIN = { latitude: 39.9525, longitude: -75.1741 };
const places = Array.from({ length: 60 }, (_, i) =>
  makePlace({ id: `osm:node/${1000 + i}`, lat: ORIGIN.latitude + (i % 10) * 0.004, lng: ORIGIN.longitude + Math.floor(i / 10) * 0.004 }),
);
const ids = (deck: { id: string }[]) => deck.map((p) => p.id);

describe('deck', () => {
  it('deals the same deck for the same seed, whatever order the places came in', () => {
    const deck = dealDeck(places, { seed: 'session-123' });
    expect(deck).toHaveLength(DEFAULT_DECK_SIZE);
    expect(ids(dealDeck(places, { seed: 'session-123' }))).toEqual(ids(deck));
    expect(ids(dealDeck([...places].reverse(), { seed: 'session-123' }))).toEqual(ids(deck));
  });

  it('deals a different order for a different seed', () => {
    expect(ids(dealDeck(places, { seed: 'session-123' }))).not.toEqual(ids(dealDeck(places, { seed: 'session-124' })));
  });

  it('caps at the deck size, never repeats a place and keeps small pools whole', () => {
    const deck = dealDeck([...places, ...places.slice(0, 5)], { seed: 's', size: 50 });
    expect(deck).toHaveLength(50);
    expect(new Set(ids(deck)).size).toBe(50);
    expect(dealDeck(places.slice(0, 3), { seed: 's' })).toHaveLength(3);
    expect(dealDeck([], { seed: 's' })).toEqual([]);
  });

  it('with a nearest-first bias, deals nearer places on average and stays deterministic', () => {
    const mean = (deck: typeof places) =>
      deck.reduce((sum, p) => sum + distanceMiles(ORIGIN, { latitude: p.lat, longitude: p.lng }), 0) / deck.length;
    let biased = 0;
    let uniform = 0;
    for (let i = 0; i < 20; i++) {
      biased += mean(dealDeck(places, { seed: `s${i}`, size: 10, origin: ORIGIN, nearestBias: 3 }));
      uniform += mean(dealDeck(places, { seed: `s${i}`, size: 10 }));
    }
    expect(biased).toBeLessThan(uniform);
    const options = { seed: 'x', origin: ORIGIN, nearestBias: 3 };
    expect(ids(dealDeck(places, options))).toEqual(ids(dealDeck([...places].reverse(), options)));
  });

  it('uses a PRNG that is stable across runs (decks stored by other instances stay valid)', () => {
    const random = seededRandom('forkcast');
    const first = [random(), random(), random()];
    const again = seededRandom('forkcast');
    expect([again(), again(), again()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
