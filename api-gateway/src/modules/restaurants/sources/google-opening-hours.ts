import { z } from 'zod';

// proto3 JSON leaves out fields that hold their default, so a missing day, hour or minute means 0.
const pointSchema = z.object({
  day: z.number().int().min(0).max(6).default(0),
  hour: z.number().int().min(0).max(23).default(0),
  minute: z.number().int().min(0).max(59).default(0),
});

/** Places API (New) OpeningHours.Period: `close` is absent only for a place that never closes. */
export const googlePeriodSchema = z.object({ open: pointSchema, close: pointSchema.optional() });
export type GooglePeriod = z.infer<typeof googlePeriodSchema>;

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Google counts days from Sunday (0); OSM names them. */
const OSM_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** Rules are written Monday first, the way the details dialog lists the week. */
const WRITE_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const minuteOfWeek = ({ day, hour, minute }: z.infer<typeof pointSchema>) => day * DAY_MINUTES + hour * 60 + minute;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Google's regular periods as an OSM opening_hours value, so Google and OSM places share one parser.
 * Each period is cut at midnight into per-day ranges ('Fr 18:00-24:00; Sa 00:00-02:00'): written as
 * 'Fr 18:00-02:00' instead, a later Saturday rule would replace the hours after midnight. The hours
 * code joins touching ranges again, so the week still reads "Friday: 6:00 PM – 2:00 AM".
 * Null when there are no periods (hours unknown).
 */
export function googlePeriodsToOsm(periods: readonly GooglePeriod[]): string | null {
  // Google's documented "always open": one period opening Sunday 00:00 that never closes.
  if (periods.some((period) => !period.close && minuteOfWeek(period.open) === 0)) return '24/7';

  const rangesByDay: Array<Array<[number, number]>> = OSM_DAYS.map(() => []);
  for (const { open, close } of periods) {
    if (!close) continue;
    const start = minuteOfWeek(open);
    let end = minuteOfWeek(close);
    // Closing at or before the opening minute means the period runs over Saturday night into the next week.
    if (end <= start) end += WEEK_MINUTES;
    for (let from = start; from < end;) {
      const dayStart = from - (from % DAY_MINUTES);
      const to = Math.min(end, dayStart + DAY_MINUTES);
      rangesByDay[(dayStart / DAY_MINUTES) % 7]!.push([from - dayStart, to - dayStart]);
      from = to;
    }
  }

  const rules = WRITE_ORDER.flatMap((day) => {
    const ranges = rangesByDay[day]!.sort((a, b) => a[0] - b[0]);
    return ranges.length > 0 ? [`${OSM_DAYS[day]} ${ranges.map(([from, to]) => `${clock(from)}-${clock(to)}`).join(',')}`] : [];
  });
  return rules.length > 0 ? rules.join('; ') : null;
}
