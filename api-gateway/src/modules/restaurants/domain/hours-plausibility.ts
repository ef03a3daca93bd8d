/**
 * Opening hours typed by people on a 12-hour clock. OpenStreetMap's opening_hours is a
 * 24-hour syntax, but mappers copy a door sign: Pizzeria Stella's "Mo-Th 11:30-10:00" means 11:30 AM to
 * 10:00 PM, and read literally it is open through the night until 10 the next morning, so at 06:54 it was
 * dealt into an Open-now deck as "Open · closes 10:00".
 *
 * A range is implausible when it closes at or before the time it opens and the closing time is in the
 * morning after LAST_NIGHT_CLOSE (6 AM). A real night runs past midnight into the small hours: the catalog's
 * closings after midnight fall off from 00:00 to 04:45, then 16 at 05:00 (Joe's Pizza and Bleecker Street
 * Pizza close at 04:00 on weekdays and 05:00 on weekends; Cachapas y Mas writes "11:00-29:00") and one at
 * 05:30 ("11:30-29:30"); the 12-hour slips close at 09:00 to 12:00, after a gap with one 07:00 in it.
 * Such a range is repaired when one reading on the 12-hour clock gives an ordinary same-day span — the
 * closing time in the afternoon ("11:30-10:00" → "11:30-22:00"), or else the opening time in the morning
 * ("23:30-20:30" → "11:30-20:30") — and the place's hours are treated as unknown (dropped) otherwise.
 *
 * "12:00-12:00" is no slip of that kind: it reads as 24 hours, noon to midnight or midnight to noon. The
 * opening at noon is what the plausible readings share, so it becomes "12:00+": open from noon, closing
 * time not listed.
 */

/** The latest closing in the morning read as the end of the night before (minutes after midnight). */
export const LAST_NIGHT_CLOSE = 6 * 60;
const NOON = 12 * 60;
const DAY = 24 * 60;
/** A same-day span is at most this long; anything longer is no repair (12 h, as on the clock face). */
const MAX_REPAIRED_SPAN = NOON;

export type HoursVerdict = 'ok' | 'repaired' | 'dropped';

export interface HoursCheck {
  /** The hours to read: the original, the repaired text, or null (unknown). */
  value: string | null;
  verdict: HoursVerdict;
  /** Each implausible range as written, with what it became ('11:30-10:00 → 11:30-22:00', '12:00-12:00 → 12:00+', '… → dropped'). */
  changes: string[];
}

const RANGE = /\b(\d{1,2}):(\d{2})(\s*-\s*)(\d{1,2}):(\d{2})\b(?!\+)/g;

const minutes = (hours: string, mins: string) => Number(hours) * 60 + Number(mins);
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The repaired range, or null when no 12-hour reading makes it plausible. */
function repairRange(start: number, end: number): [number, number] | null {
  const laterEnd = end + NOON;
  if (end < NOON && laterEnd > start && laterEnd <= DAY && laterEnd - start <= MAX_REPAIRED_SPAN) return [start, laterEnd];
  const earlierStart = start - NOON;
  if (start >= NOON && earlierStart < end && end - earlierStart <= MAX_REPAIRED_SPAN) return [earlierStart, end];
  return null;
}

export function checkOpeningHours(raw: string | null | undefined): HoursCheck {
  const value = raw?.trim() || null;
  if (!value) return { value: null, verdict: 'ok', changes: [] };
  const changes: string[] = [];
  let dropped = false;
  const repaired = value.replace(RANGE, (range, h1: string, m1: string, dash: string, h2: string, m2: string) => {
    const start = minutes(h1, m1);
    const end = minutes(h2, m2);
    // Ordinary ('11:00-22:00'), or a night running past midnight into the small hours ('17:00-02:00', '11:00-05:00').
    if (start >= DAY || end > start || end <= LAST_NIGHT_CLOSE) return range;
    if (start === end && Math.floor(start / 60) === 12) {
      const openEnd = `${clock(start)}+`;
      changes.push(`${range} → ${openEnd}`);
      return openEnd;
    }
    const fixed = repairRange(start, end);
    if (!fixed) {
      dropped = true;
      changes.push(`${range} → dropped`);
      return range;
    }
    const text = `${clock(fixed[0])}${dash}${clock(fixed[1])}`;
    changes.push(`${range} → ${text}`);
    return text;
  });
  if (dropped) return { value: null, verdict: 'dropped', changes };
  return changes.length > 0 ? { value: repaired, verdict: 'repaired', changes } : { value, verdict: 'ok', changes };
}

const CACHE_LIMIT = 5000;
const checked = new Map<string, HoursCheck>();

/** checkOpeningHours, remembered per text (every card, deck filter and dialog reads the same few values). */
export function plausibleOpeningHours(raw: string | null | undefined): string | null {
  const key = raw ?? '';
  let result = checked.get(key);
  if (!result) {
    result = checkOpeningHours(raw);
    if (checked.size >= CACHE_LIMIT) checked.clear();
    checked.set(key, result);
  }
  return result.value;
}
