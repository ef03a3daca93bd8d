import { degreeSpan, distanceMiles, milesToMeters, roundToTenth } from '../domain/geo';

describe('distance math', () => {
  it('matches the known great-circle distance between JFK and LAX (≈ 2,475 miles)', () => {
    const jfk = { latitude: 40.6413, longitude: -73.7781 };
    const lax = { latitude: 33.9416, longitude: -118.4085 };
    expect(distanceMiles(jfk, lax)).toBeGreaterThan(2465);
    expect(distanceMiles(jfk, lax)).toBeLessThan(2480);
  });

  it('measures city-scale distances: Rittenhouse Square to Philadelphia City Hall ≈ 0.5 miles', () => {
    const rittenhouse = { latitude: 39.9496, longitude: -75.1718 };
    const cityHall = { latitude: 39.9524, longitude: -75.1636 };
    expect(roundToTenth(distanceMiles(rittenhouse, cityHall))).toBe(0.5);
    expect(distanceMiles(cityHall, cityHall)).toBe(0);
  });

  it('is symmetric and converts miles to meters', () => {
    const a = { latitude: 30.2672, longitude: -97.7431 };
    const b = { latitude: 30.2849, longitude: -97.7341 };
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 12);
    expect(milesToMeters(1)).toBeCloseTo(1609.344, 6);
  });

  it('spans at least the radius in both directions', () => {
    const center = { latitude: 39.9525, longitude: -75.1741 };
    const span = degreeSpan(center, 5);
    expect(distanceMiles(center, { latitude: center.latitude + span.lat, longitude: center.longitude })).toBeGreaterThanOrEqual(5 - 1e-9);
    expect(distanceMiles(center, { latitude: center.latitude, longitude: center.longitude + span.lng })).toBeGreaterThanOrEqual(5 - 1e-9);
  });
});

describe('degreeSpan near the poles', () => {
  it('covers the whole parallel when the circle reaches over the pole', () => {
    expect(degreeSpan({ latitude: 89.99, longitude: 0 }, 5).lng).toBe(180);
  });
});
