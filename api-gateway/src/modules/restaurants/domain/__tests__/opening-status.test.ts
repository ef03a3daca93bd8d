import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { currentOpeningStatus, openingStatusAt } from '@forkcast/contracts';
import { readCatalogRecords } from '../../catalog/load-catalog';
import type { Place } from '../place';
import { googlePeriodsToOsm } from '../../sources/google-opening-hours';
import { isOpenNow, openingStatus, openingTimeline } from '../opening-hours';

type HoursPlace = Pick<Place, 'openingHours' | 'vicinity' | 'lat' | 'lng' | 'utcOffset'>;
type CatalogHours = { lat: number; lng: number; openingHours: string | null };
/** Hours whose reading is the least settled: an open end ('24:00+'), a night to 5 or 6 AM, '12:00-12:00'. */
const UNSETTLED_HOURS = /\+|-\s*0?[56]:\d\d\b|12:00\s*-\s*12:00/;
/**
 * Every 20th record of the bundled catalog that lists hours, some 245 from every area, and the 41 whose hours
 * are UNSETTLED_HOURS: fewer than the 330 the whole catalog held when these checks were written (all 4,884
 * take six minutes here; each reading parses the hours anew, ~2 ms).
 */
const catalogHours = async () =>
  ((await readCatalogRecords()) as CatalogHours[])
    .filter((record) => record.openingHours)
    .filter((record, index) => index % 20 === 0 || UNSETTLED_HOURS.test(record.openingHours!));
const PHILLY = { lat: 39.9526, lng: -75.1652, vicinity: 'Philadelphia, PA' };
const TOKYO = { lat: 35.6812, lng: 139.7671, vicinity: 'Chiyoda City, Tokyo' };
const place = (where: typeof PHILLY, openingHours: string | null): HoursPlace => ({ ...where, openingHours });
const label = (hours: string | null, at: string, where = PHILLY) => openingStatus(place(where, hours), new Date(at)).label;

// Philadelphia in January is UTC-5: Fri 17 Jan 2025 16:30Z is Friday 11:30 there.
describe('the card label, on the place’s clock', () => {
  const lunchAndDinner = 'Mo-Su 11:00-22:00';

  it('open: the closing time, 24-hour', () => {
    const status = openingStatus(place(PHILLY, lunchAndDinner), new Date('2025-01-17T16:30:00Z'));
    expect(status).toMatchObject({ state: 'open', label: 'Open · closes 22:00', closesAt: '2025-01-18T03:00:00.000Z', opensAt: null });
  });

  it('closing soon within 30 minutes of closing', () => {
    expect(label(lunchAndDinner, '2025-01-18T02:30:00Z')).toBe('Closing soon · 22:00'); // 21:30
    expect(label(lunchAndDinner, '2025-01-18T02:29:00Z')).toBe('Open · closes 22:00'); // 21:29
  });

  it('closed, opening later today (and soon)', () => {
    const status = openingStatus(place(PHILLY, 'Mo-Su 17:00-22:00'), new Date('2025-01-17T16:30:00Z'));
    expect(status).toMatchObject({ state: 'closed', label: 'Closed · opens 17:00', opensAt: '2025-01-17T22:00:00.000Z', closesAt: null });
    expect(label('Mo-Su 17:00-22:00', '2025-01-17T21:45:00Z')).toBe('Opens soon · 17:00');
  });

  it('closed, opening tomorrow or later in the week', () => {
    expect(label(lunchAndDinner, '2025-01-18T03:30:00Z')).toBe('Closed · opens tomorrow 11:00'); // Fri 22:30
    expect(label(lunchAndDinner, '2025-01-18T05:30:00Z')).toBe('Closed · opens 11:00'); // Sat 00:30: today now
    expect(label('Mo-Fr 11:00-22:00', '2025-01-18T16:30:00Z')).toBe('Closed · opens Mon 11:00'); // Sat 11:30
    expect(label('Mo-Fr 11:00-22:00; PH off', '2025-01-18T16:30:00Z')).toBe('Closed · opens Tue 11:00'); // MLK Day
    expect(label('Mo-Su off', '2025-01-18T16:30:00Z')).toBe('Closed');
  });

  it('open all the time', () => {
    expect(openingStatus(place(PHILLY, '24/7'), new Date('2025-01-18T08:00:00Z'))).toMatchObject({
      state: 'open',
      label: 'Open 24 hours',
      closesAt: null,
    });
    expect(label(googlePeriodsToOsm([{ open: { day: 0, hour: 0, minute: 0 } }]), '2025-01-18T08:00:00Z')).toBe('Open 24 hours');
    // Open around the clock on weekdays only: the closing is days off, so it names the day.
    expect(label('Mo-Fr 00:00-24:00', '2025-01-15T16:30:00Z')).toBe('Open · closes Sat 00:00');
  });

  it('unknown hours: missing, unreadable, or an open end', () => {
    for (const hours of [null, '', 'call us', 'Mo-Su 18:00+']) {
      expect(openingStatus(place(PHILLY, hours), new Date('2025-01-17T23:30:00Z'))).toEqual({
        state: 'unknown',
        label: 'Hours not listed',
        closesAt: null,
        opensAt: null,
        timeline: null,
      });
    }
  });

  it('an open end: the opening is said, a closing time never made up', () => {
    // Open 11:00 until 22:00 at least, then unknown: 'Open · closes 22:00' would invent the closing.
    const lateKitchen = place(PHILLY, 'Mo-Su 11:00-22:00+');
    expect(openingStatus(lateKitchen, new Date('2025-01-17T16:30:00Z'))).toMatchObject({
      state: 'open',
      label: 'Open · closing time not listed',
      closesAt: null,
    }); // 11:30
    expect(label('Mo-Su 11:00-22:00+', '2025-01-18T02:45:00Z')).toBe('Open · closing time not listed'); // 21:45
    expect(label('Mo-Su 11:00-22:00+', '2025-01-18T03:30:00Z')).toBe('Hours not listed'); // 22:30
    expect(isOpenNow(lateKitchen, new Date('2025-01-18T03:30:00Z'))).toBeNull(); // the library alone says closed
    expect(label('Mo-Su 11:00-22:00+', '2025-01-17T15:00:00Z')).toBe('Closed · opens 11:00'); // 10:00
    // Open from 18:00, closing time unknown: closed before, and said to open at 18:00.
    expect(label('Mo-Su 18:00+', '2025-01-17T15:00:00Z')).toBe('Closed · opens 18:00');
  });

  it('across midnight: the night closes once, at its real end', () => {
    const lateNight = 'Mo-Su 18:00-02:00';
    expect(label(lateNight, '2025-01-18T03:30:00Z')).toBe('Open · closes 02:00'); // Fri 22:30
    expect(label(lateNight, '2025-01-18T06:00:00Z')).toBe('Open · closes 02:00'); // Sat 01:00
    expect(label(lateNight, '2025-01-18T06:45:00Z')).toBe('Closing soon · 02:00'); // Sat 01:45
    expect(label(lateNight, '2025-01-18T07:15:00Z')).toBe('Closed · opens 18:00'); // Sat 02:15
    // Google's hours come cut at midnight ('Fr 18:00-24:00; Sa 00:00-02:00'): still one closing at 02:00.
    const google = googlePeriodsToOsm([{ open: { day: 5, hour: 18, minute: 0 }, close: { day: 6, hour: 2, minute: 0 } }]);
    expect(label(google, '2025-01-18T03:30:00Z')).toBe('Open · closes 02:00');
  });

  it('in another zone than the server’s: the same instant reads differently in Tokyo and Philadelphia', () => {
    const izakaya = 'Fr,Sa 18:00-02:00';
    // 2025-01-17T16:00Z is Sat 01:00 in Tokyo (Friday's night goes on) and Fri 11:00 in Philadelphia.
    expect(label(izakaya, '2025-01-17T16:00:00Z', TOKYO)).toBe('Open · closes 02:00');
    expect(label(izakaya, '2025-01-17T16:00:00Z', PHILLY)).toBe('Closed · opens 18:00');
    expect(openingStatus(place(TOKYO, izakaya), new Date('2025-01-17T16:00:00Z')).closesAt).toBe('2025-01-17T17:00:00.000Z');
  });

  it('over a DST change the instants follow the place’s clock', () => {
    // Sat 8 Mar 2025 12:00 EST; the next closing, Sunday 22:00, is EDT (UTC-4) after the spring-forward.
    const timeline = openingTimeline(place(PHILLY, 'Su 11:00-22:00'), new Date('2025-03-08T17:00:00Z'));
    expect(timeline?.changes.slice(0, 2)).toEqual([
      { at: '2025-03-09T15:00:00.000Z', open: true },
      { at: '2025-03-10T02:00:00.000Z', open: false },
    ]);
  });

  it('carries the zone’s offsets, the DST change found to the second', () => {
    const timeline = openingTimeline(place(PHILLY, 'Su 11:00-22:00'), new Date('2025-03-08T17:00:00Z'));
    expect(timeline?.offsets).toEqual([
      { at: '2025-03-08T17:00:00.000Z', minutes: -300 },
      { at: '2025-03-09T07:00:00.000Z', minutes: -240 },
    ]);
    // Tokyo keeps one offset all week.
    expect(openingTimeline(place(TOKYO, 'Mo-Su 11:00-22:00'), new Date('2025-03-08T17:00:00Z'))?.offsets).toEqual([
      { at: '2025-03-08T17:00:00.000Z', minutes: 540 },
    ]);
  });
});

describe('a card shown after the deal', () => {
  // Dealt at Friday 21:55 in Philadelphia.
  const dealt = openingStatus(place(PHILLY, 'Mo-Su 11:00-22:00'), new Date('2025-01-18T02:55:00Z'));

  it('is worked out for the moment it is shown, from the timeline sent with the deck', () => {
    expect(dealt.label).toBe('Closing soon · 22:00');
    expect(currentOpeningStatus(dealt, new Date('2025-01-18T03:05:00Z'))?.label).toBe('Closed · opens tomorrow 11:00');
    expect(currentOpeningStatus(dealt, new Date('2025-01-18T16:05:00Z'))?.label).toBe('Open · closes 22:00');
    // Past the week the timeline covers, nothing is claimed.
    expect(currentOpeningStatus(dealt, new Date('2025-01-27T16:05:00Z'))?.state).toBe('unknown');
  });
});

describe('the card reads the place’s clock from the offsets as Intl would', () => {
  // The label from the offsets the deal sends equals the label from the zone's rules, for catalog places,
  // moments around both of 2025's US DST changes and up to a week after the deal.
  let sample: CatalogHours[] = [];
  beforeAll(async () => {
    sample = (await catalogHours()).filter((_, index) => index % 7 === 0);
  });

  it.each(['2025-03-08T15:10:00Z', '2025-10-31T22:40:00Z'])('dealt at %s', (at) => {
    const dealtAt = new Date(at);
    for (const record of sample) {
      const timeline = openingTimeline({ lat: record.lat, lng: record.lng, vicinity: null, openingHours: record.openingHours }, dealtAt);
      if (!timeline) continue;
      for (let hours = 0; hours < 7 * 24; hours += 5) {
        const now = new Date(dealtAt.getTime() + hours * 3_600_000);
        const viaIntl = openingStatusAt({ ...timeline, offsets: undefined }, now).label;
        expect([record.openingHours, now.toISOString(), openingStatusAt(timeline, now).label]).toEqual([
          record.openingHours,
          now.toISOString(),
          viaIntl,
        ]);
      }
    }
  });
});

describe('the filter and the label agree', () => {
  // The bundled catalog's hours (catalogHours), at four moments: open on the card ⇔ kept by "Open now".
  let withHours: CatalogHours[] = [];
  beforeAll(async () => {
    withHours = await catalogHours();
  });

  it.each(['2025-01-17T16:30:00Z', '2025-01-18T03:50:00Z', '2025-07-05T06:10:00Z', '2025-11-02T06:30:00Z'])('at %s', (at) => {
    const now = new Date(at);
    for (const record of withHours) {
      const hoursPlace = { lat: record.lat, lng: record.lng, vicinity: null, openingHours: record.openingHours };
      const open = isOpenNow(hoursPlace, now);
      const expected = open === null ? 'unknown' : open ? 'open' : 'closed';
      expect([record.openingHours, openingStatus(hoursPlace, now).state]).toEqual([record.openingHours, expected]);
    }
  });
});

// The hours library reads the server's local clock fields: the labels must not depend on the zone the server
// runs in. This file runs again under a zone far from every place (UTC+13:45, its own DST dates).
const OTHER_SERVER_ZONE = 'Pacific/Chatham';
(process.env.OPENING_STATUS_SERVER_TZ ? it.skip : it)(
  `gives the same answers on a server in ${OTHER_SERVER_ZONE}`,
  () => {
    const run = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--runTestsByPath', __filename], {
      cwd: path.resolve(__dirname, '../../../../..'),
      env: { ...process.env, TZ: OTHER_SERVER_ZONE, OPENING_STATUS_SERVER_TZ: OTHER_SERVER_ZONE },
      encoding: 'utf8',
    });
    expect(run.stderr).toMatch(/Tests:\s+1 skipped, \d+ passed/);
    expect(run.status).toBe(0);
  },
  60_000,
);
