import { NO_DATE, formatDate, type DateStyle } from '../format-date';

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  'month-day': { month: 'short', day: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  'short-time': { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

describe('formatDate', () => {
  it.each(Object.keys(INTL_OPTIONS) as DateStyle[])('writes every day of a leap year as Intl en-US %s does, in local time', (style) => {
    const intl = new Intl.DateTimeFormat('en-US', INTL_OPTIONS[style]);
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 23, 30);
      expect(formatDate(date.toISOString(), style)).toBe(intl.format(date));
    }
  });

  it('writes every minute of a day as Intl en-US writes the time', () => {
    const intl = new Intl.DateTimeFormat('en-US', INTL_OPTIONS['short-time']);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const date = new Date(2025, 0, 5, 0, minute);
      expect(formatDate(date.toISOString(), 'short-time')).toBe(intl.format(date));
    }
  });

  it.each(Object.keys(INTL_OPTIONS) as DateStyle[])('writes a bad or missing date one way: N/A (%s)', (style) => {
    expect(NO_DATE).toBe('N/A');
    for (const bad of ['not a date', '', null, undefined, '2025-13-45T00:00:00Z']) {
      expect(formatDate(bad, style)).toBe(NO_DATE);
    }
  });
});
