import { formatSessionDate } from '../format-session-date';

it('writes every day of a leap year as Intl en-US short month and day does, in local time', () => {
  const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(2028, 0, 1 + day, 23, 30);
    expect(formatSessionDate(date.toISOString())).toBe(intl.format(date));
  }
});

it('writes nothing for a date that does not parse', () => {
  expect(formatSessionDate('not a date')).toBe('');
});
