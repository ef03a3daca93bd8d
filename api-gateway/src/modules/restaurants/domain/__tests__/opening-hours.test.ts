import type { Place } from '../place';
import { googlePeriodsToOsm, type GooglePeriod } from '../../sources/google-opening-hours';
import { isOpenNow, weeklyHours } from '../opening-hours';

type HoursPlace = Pick<Place, 'openingHours' | 'vicinity' | 'lat' | 'lng' | 'utcOffset'>;
const TOKYO = { lat: 35.6812, lng: 139.7671, vicinity: 'Chiyoda City, Tokyo' };
const PHILLY = { lat: 39.9526, lng: -75.1652, vicinity: 'Philadelphia, PA' };
const LONDON = { lat: 51.5072, lng: -0.1276, vicinity: 'London' };
const place = (where: typeof TOKYO, openingHours: string | null, extra: Partial<HoursPlace> = {}): HoursPlace => ({
  ...where,
  openingHours,
  ...extra,
});
const period = (open: [number, number, number], close?: [number, number, number]): GooglePeriod => ({
  open: { day: open[0], hour: open[1], minute: open[2] },
  ...(close ? { close: { day: close[0], hour: close[1], minute: close[2] } } : {}),
});

describe('Google hours in the shared representation', () => {
  // An izakaya open Fri 18:00 → Sat 02:00 and Sat 18:00 → Sun 02:00 (Google day 0 is Sunday).
  const izakaya = googlePeriodsToOsm([period([5, 18, 0], [6, 2, 0]), period([6, 18, 0], [0, 2, 0])]);

  it('reads periods past midnight as one night on the day it starts', () => {
    expect(izakaya).toBe('Fr 18:00-24:00; Sa 00:00-02:00,18:00-24:00; Su 00:00-02:00');
    expect(weeklyHours(place(TOKYO, izakaya)).lines).toEqual([
      'Monday: Closed',
      'Tuesday: Closed',
      'Wednesday: Closed',
      'Thursday: Closed',
      'Friday: 6:00 PM – 2:00 AM',
      'Saturday: 6:00 PM – 2:00 AM',
      'Sunday: Closed',
    ]);
    expect(weeklyHours(place(TOKYO, izakaya)).lateNight).toBe(true);
  });

  it('judges open-now across midnight on the place’s clock', () => {
    // Fri 17 Jan 2025 16:30 UTC = Sat 01:30 in Tokyo: Friday's night is still going.
    expect(isOpenNow(place(TOKYO, izakaya), new Date('2025-01-17T16:30:00Z'))).toBe(true);
    // Same instant is Fri 11:30 in Philadelphia: closed there.
    expect(isOpenNow(place(PHILLY, izakaya), new Date('2025-01-17T16:30:00Z'))).toBe(false);
    // Sat 17:30 UTC = Sun 02:30 in Tokyo: just closed.
    expect(isOpenNow(place(TOKYO, izakaya), new Date('2025-01-18T17:30:00Z'))).toBe(false);
  });

  it('keeps a week that wraps from Saturday night into Sunday morning, and the always-open place', () => {
    expect(googlePeriodsToOsm([period([6, 20, 0], [0, 4, 0])])).toBe('Sa 20:00-24:00; Su 00:00-04:00');
    expect(googlePeriodsToOsm([period([0, 0, 0])])).toBe('24/7');
    expect(weeklyHours(place(TOKYO, '24/7')).allDay).toBe(true);
    expect(googlePeriodsToOsm([])).toBeNull();
    // A place open Monday 08:00 straight through to Wednesday 02:00.
    expect(googlePeriodsToOsm([period([1, 8, 0], [3, 2, 0])])).toBe('Mo 08:00-24:00; Tu 00:00-24:00; We 00:00-02:00');
  });
});

describe('open now on DST change days', () => {
  const lateNight = 'Mo-Su 18:00-03:00';

  it('US spring forward (Sun 9 Mar 2025, 02:00 → 03:00 in New York)', () => {
    // 06:30 UTC = 01:30 EST, open; 07:30 UTC = 03:30 EDT (02:xx never happens): past 03:00, closed.
    expect(isOpenNow(place(PHILLY, lateNight), new Date('2025-03-09T06:30:00Z'))).toBe(true);
    expect(isOpenNow(place(PHILLY, lateNight), new Date('2025-03-09T07:30:00Z'))).toBe(false);
    // 22:30 UTC that evening = 18:30 EDT (under EST it would still be 17:30, closed).
    expect(isOpenNow(place(PHILLY, lateNight), new Date('2025-03-09T22:30:00Z'))).toBe(true);
  });

  it('US fall back (Sun 2 Nov 2025, 02:00 → 01:00): the repeated hour is still open', () => {
    // 05:30 UTC = 01:30 EDT, 06:30 UTC = 01:30 EST, 08:30 UTC = 03:30 EST.
    expect(isOpenNow(place(PHILLY, lateNight), new Date('2025-11-02T05:30:00Z'))).toBe(true);
    expect(isOpenNow(place(PHILLY, lateNight), new Date('2025-11-02T06:30:00Z'))).toBe(true);
    expect(isOpenNow(place(PHILLY, lateNight), new Date('2025-11-02T08:30:00Z'))).toBe(false);
  });

  it('a Google place read months after Google saw its offset (summer offset, winter day)', () => {
    const google = place(PHILLY, 'Mo-Su 11:00-22:00', { utcOffset: { minutes: -240, observedAt: '2025-07-15T16:00:00.000Z' } });
    // 15:30 UTC in January = 10:30 EST: closed (a fixed -4 h would say 11:30, open).
    expect(isOpenNow(google, new Date('2025-01-15T15:30:00Z'))).toBe(false);
    expect(isOpenNow(google, new Date('2025-01-15T16:30:00Z'))).toBe(true);
  });

  it('UK clocks go forward (Sun 30 Mar 2025, 01:00 → 02:00 in London)', () => {
    const brunch = place(LONDON, 'Su 09:00-15:00');
    // 08:30 UTC = 09:30 BST: open (under GMT it would be 08:30, closed).
    expect(isOpenNow(brunch, new Date('2025-03-30T08:30:00Z'))).toBe(true);
    expect(isOpenNow(brunch, new Date('2025-03-30T07:30:00Z'))).toBe(false);
  });
});

describe('public holidays', () => {
  it('uses the US calendar for US places and answers unknown where the country can’t be told', () => {
    const hours = 'Mo-Fr 10:00-20:00; PH off';
    // Wed 1 Jan 2025 17:00 UTC = 12:00 in Philadelphia, New Year's Day.
    expect(isOpenNow(place(PHILLY, hours), new Date('2025-01-01T17:00:00Z'))).toBe(false);
    expect(isOpenNow(place(PHILLY, hours), new Date('2025-01-02T17:00:00Z'))).toBe(true);
    expect(isOpenNow(place(LONDON, hours), new Date('2025-01-02T12:00:00Z'))).toBeNull();
    // The regular week doesn't depend on holidays, so it still reads anywhere.
    expect(weeklyHours(place(LONDON, hours)).lines[0]).toBe('Monday: 10:00 AM – 8:00 PM');
  });
});

describe('hours that leave the closing time open', () => {
  it('shows an open end from its opening, never a closing time the library guessed', () => {
    // The Liberty: open until midnight at least; read through the guess, the lines said '11:00 AM – 8:00 AM'.
    const liberty = weeklyHours(place(PHILLY, 'Mo-Fr 11:00-24:00+, Sa-Su 10:00-24:00+'));
    expect(liberty.lines[0]).toBe('Monday: 11:00 AM – 12:00 AM or later');
    expect(liberty.lines[5]).toBe('Saturday: 10:00 AM – 12:00 AM or later');
    expect(liberty.lateNight).toBe(true);
    expect(weeklyHours(place(PHILLY, 'Mo-Su 11:00-01:00+')).lines[0]).toBe('Monday: 11:00 AM – 1:00 AM or later');
    const esora = weeklyHours(place(PHILLY, 'Tu-Sa 18:45+'));
    expect(esora.lines.slice(0, 2)).toEqual(['Monday: Closed', 'Tuesday: 6:45 PM – closing time not listed']);
    expect(esora).toMatchObject({ openDays: 5, lateNight: false, allDay: false });
  });

  it('shows hours a comment leaves unknown as no opening, never "Open 24 hours"', () => {
    expect(weeklyHours(place(PHILLY, '09:00-20:00 || "these are typical, but hours may vary"')).lines[0]).toBe('Monday: 9:00 AM – 8:00 PM');
    expect(weeklyHours(place(PHILLY, '"Temporarily closed"')).lines).toEqual([
      'Monday: Closed',
      'Tuesday: Closed',
      'Wednesday: Closed',
      'Thursday: Closed',
      'Friday: Closed',
      'Saturday: Closed',
      'Sunday: Closed',
    ]);
    expect(weeklyHours(place(PHILLY, '"by appointment"'))).toEqual({ lines: [], openDays: 0, lateNight: false, allDay: false });
  });
});
