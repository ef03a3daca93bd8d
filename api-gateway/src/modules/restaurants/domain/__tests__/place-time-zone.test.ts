import { loadCatalog } from '../../catalog/load-catalog';
import { offsetMinutesAt, placeRegion, placeTimeZone, wallClockIn } from '../place-time-zone';

const at = (lat: number, lng: number, vicinity: string | null = null) => ({ lat, lng, vicinity });
const JANUARY = '2025-01-15T17:00:00.000Z';
const JULY = '2025-07-15T16:00:00.000Z';

describe('placeTimeZone', () => {
  it.each([
    ['Tokyo', 35.6812, 139.7671, 'Asia/Tokyo'],
    ['London', 51.5072, -0.1276, 'Europe/London'],
    ['Honolulu', 21.3069, -157.8583, 'Pacific/Honolulu'],
    ['Phoenix (no DST)', 33.4484, -112.074, 'America/Phoenix'],
    ['Sydney', -33.8688, 151.2093, 'Australia/Sydney'],
    ['Philadelphia', 39.9526, -75.1652, 'America/New_York'],
    ['Austin', 30.2672, -97.7431, 'America/Chicago'],
    ['Irvine', 33.6846, -117.8265, 'America/Los_Angeles'],
    // Alabama keeps Central time, but Phenix City (across the river from Columbus, GA) keeps Eastern.
    ['Phenix City, AL', 32.4709, -85.0008, 'America/New_York'],
    // Either side of the Indiana–Michigan line, 20 km apart.
    ['Michigan City, IN', 41.707, -86.895, 'America/Chicago'],
    ['New Buffalo, MI', 41.794, -86.744, 'America/Detroit'],
  ])('%s (%d, %d) keeps %s', (_name, lat, lng, zone) => {
    expect(placeTimeZone(at(lat, lng))).toBe(zone);
  });

  it('gives every place of the bundled catalog its state’s zone', async () => {
    const { places } = await loadCatalog();
    const zones = new Set(places.map((place) => placeTimeZone(place)));
    expect([...zones].sort()).toEqual(['America/Chicago', 'America/Los_Angeles', 'America/New_York']);
  });

  it('lets Google’s observed offset pick the zone next to a border drawn a little off', () => {
    // 1.7 km south of the Indiana–Michigan line: Central by the map, but Google saw Eastern time (-300 in January).
    const nearLine = { lat: 41.745, lng: -86.8 };
    expect(placeTimeZone(nearLine)).toBe('America/Chicago');
    expect(placeTimeZone({ ...nearLine, utcOffset: { minutes: -300, observedAt: JANUARY } })).toBe('America/Detroit');
    expect(placeTimeZone({ ...nearLine, utcOffset: { minutes: -360, observedAt: JANUARY } })).toBe('America/Chicago');
  });

  it('compares the offset at the moment Google saw it, so an old observation stays right after DST changes', () => {
    // Seen in July (EDT, -240) and read in January: still New York, not a fixed -4 h.
    expect(placeTimeZone({ lat: 39.9509, lng: -75.171, utcOffset: { minutes: -240, observedAt: JULY } })).toBe('America/New_York');
  });

  it('trusts Google’s offset as a fixed zone only when no zone around the place agrees', () => {
    expect(placeTimeZone({ ...at(35.6812, 139.7671), utcOffset: { minutes: 600, observedAt: JANUARY } })).toBe('Etc/GMT-10');
    // Half-hour offsets have no fixed IANA zone: the map's zone stands.
    expect(placeTimeZone({ ...at(35.6812, 139.7671), utcOffset: { minutes: 570, observedAt: JANUARY } })).toBe('Asia/Tokyo');
  });
});

describe('placeRegion', () => {
  it('knows the US (and the state when the address ends with it) for the public-holiday calendar', () => {
    expect(placeRegion(at(39.9526, -75.1652, 'Philadelphia, PA'))).toEqual({
      timeZone: 'America/New_York',
      country: 'us',
      state: 'PA',
      stateName: 'Pennsylvania',
    });
    expect(placeRegion(at(39.9526, -75.1652, '7136 Germantown Ave, Philadelphia'))).toMatchObject({ country: 'us', state: null });
    // 'WA' in Perth is Western Australia, not Washington: the zone decides the country.
    expect(placeRegion(at(-31.9523, 115.8613, 'Perth, WA'))).toEqual({
      timeZone: 'Australia/Perth',
      country: null,
      state: null,
      stateName: null,
    });
  });
});

describe('offsetMinutesAt and wallClockIn', () => {
  it('follow each zone’s DST rules', () => {
    expect(offsetMinutesAt('America/New_York', new Date(JANUARY))).toBe(-300);
    expect(offsetMinutesAt('America/New_York', new Date(JULY))).toBe(-240);
    expect(offsetMinutesAt('America/Phoenix', new Date(JULY))).toBe(-420);
    expect(offsetMinutesAt('Australia/Sydney', new Date(JANUARY))).toBe(660);
    expect(offsetMinutesAt('Asia/Kolkata', new Date(JANUARY))).toBe(330);
    const tokyo = wallClockIn(new Date('2025-01-15T16:30:00Z'), 'Asia/Tokyo');
    expect([tokyo.getDate(), tokyo.getHours(), tokyo.getMinutes()]).toEqual([16, 1, 30]);
  });
});
