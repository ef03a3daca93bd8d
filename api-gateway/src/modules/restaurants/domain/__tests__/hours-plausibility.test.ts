import { readFileSync } from 'node:fs';
import { DEFAULT_CATALOG_PATH, loadCatalog } from '../../catalog/load-catalog';
import { makePlace } from '../../__tests__/place-fixtures';
import { checkOpeningHours } from '../hours-plausibility';
import { isOpenNow, openingStatus, weeklyHours } from '../opening-hours';

/** Hours typed on a 12-hour clock are repaired, or read as unknown; never dealt literally. */

describe('implausible opening hours', () => {
  it('repairs a closing time written on the 12-hour clock', () => {
    expect(checkOpeningHours('Su 11:00-10:00, Mo-Th 11:30-10:00, Fr 11:30-11:00, Sa 11:00-11:00')).toEqual({
      value: 'Su 11:00-22:00, Mo-Th 11:30-22:00, Fr 11:30-23:00, Sa 11:00-23:00',
      verdict: 'repaired',
      changes: ['11:00-10:00 → 11:00-22:00', '11:30-10:00 → 11:30-22:00', '11:30-11:00 → 11:30-23:00', '11:00-11:00 → 11:00-23:00'],
    });
  });

  it('repairs an opening time written as PM when the day only works in the morning', () => {
    expect(checkOpeningHours('Mo-Su 23:30-20:30').value).toBe('Mo-Su 11:30-20:30');
    expect(checkOpeningHours('Tu-Su 23:30-14:00,17:30-20:00').value).toBe('Tu-Su 11:30-14:00,17:30-20:00');
  });

  it('keeps real late nights and ordinary days as they are', () => {
    for (const value of ['Mo-Su 11:00-01:00', 'Fr 11:00-03:30', 'Mo-Su 17:00-00:00', 'Sa 19:00-3:00', 'Mo-Su 07:00-26:00', 'Mo-Fr 09:00-17:00', '24/7', 'Fr 18:00+']) {
      expect(checkOpeningHours(value)).toEqual({ value, verdict: 'ok', changes: [] });
    }
  });

  it('treats hours no 12-hour reading makes plausible as unknown', () => {
    expect(checkOpeningHours('Mo-Fr 20:00-08:00')).toEqual({ value: null, verdict: 'dropped', changes: ['20:00-08:00 → dropped'] });
  });

  it('never deals Pizzeria Stella as open at 06:54 in Philadelphia, and shows its evening close', () => {
    const stella = makePlace({
      id: 'osm:node/3696144857',
      lat: 39.9366,
      lng: -75.1454,
      openingHours: 'Su 11:00-10:00, Mo-Th 11:30-10:00, Fr 11:30-11:00, Sa 11:00-11:00',
    });
    // Tuesday 12 November 2024, 06:54 in Philadelphia (EST, UTC-5).
    const morning = new Date('2024-11-12T11:54:00Z');
    expect(isOpenNow(stella, morning)).toBe(false);
    expect(openingStatus(stella, morning).state).not.toBe('open');
    expect(openingStatus(stella, morning).label).not.toMatch(/closes 10/);
    expect(weeklyHours(stella).lines[1]).toBe('Tuesday: 11:30 AM – 10:00 PM');
    // Google's periods are structured, not typed: they are read as converted.
    expect(isOpenNow({ ...stella, source: 'google', openingHours: 'Mo-Su 06:00-05:00' }, morning)).toBe(true);
  });
});

describe('opening hours across the whole bundled catalog', () => {
  it('lists every entry repaired or dropped', async () => {
    const catalog = await loadCatalog();
    const records = JSON.parse(readFileSync(DEFAULT_CATALOG_PATH, 'utf8')) as { id: string; name: string; openingHours?: string | null }[];
    const withHours = records.filter((record) => record.openingHours);
    const listed = withHours.flatMap((record) => {
      const check = checkOpeningHours(record.openingHours);
      return check.verdict === 'ok' ? [] : [`${check.verdict}: ${record.id} ${record.name}: ${check.changes.join('; ')}`];
    });
     
    console.log(`opening hours: ${withHours.length} entries with hours, ${listed.filter((line) => line.startsWith('repaired')).length} repaired, ${listed.filter((line) => line.startsWith('dropped')).length} dropped\n${listed.join('\n')}`);
    expect(listed).toEqual([
      'repaired: osm:node/3696144857 Pizzeria Stella: 11:00-10:00 → 11:00-22:00; 11:30-10:00 → 11:30-22:00; 11:30-11:00 → 11:30-23:00; 11:00-11:00 → 11:00-23:00',
      'repaired: osm:node/6776211962 Gogi: 23:30-20:30 → 11:30-20:30',
      'repaired: osm:node/11913645348 Tanakaya: 23:30-14:00 → 11:30-14:00',
    ]);
    // What the places read after the repair: no entry is open through the morning after opening the day before.
    const minutesOf = (clock: string) => {
      const [, hours, mins, half] = /^(\d+):(\d+) (AM|PM)$/.exec(clock)!;
      return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(mins);
    };
    const overMorning = catalog.places.flatMap((place) =>
      weeklyHours(place).lines.flatMap((line) =>
        [...line.matchAll(/(\d+:\d\d [AP]M) – (\d+:\d\d [AP]M)/g)]
          .filter(([, from, to]) => minutesOf(to!) <= minutesOf(from!) && minutesOf(to!) >= 5 * 60)
          .map(() => `${place.name}: ${line}`),
      ),
    );
    expect(overMorning).toEqual([]);
  });
});
