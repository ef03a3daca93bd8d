import OpeningHours from 'opening_hours';
import type { Place } from './place';
import { openingStatusAt, type OpeningStatus, type OpeningTimeline } from '@forkcast/contracts';
import { plausibleOpeningHours } from './hours-plausibility';
import { instantAt, placeRegion, utcOffsetChanges, wallClockIn } from './place-time-zone';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Regular hours are read off a fixed week with no US public holiday (Mon 3 – Sun 9 June 2024), so the
 * weekly lines and everything derived from them (and cached) don't change with the calendar.
 */
const REFERENCE_MONDAY: readonly [number, number, number] = [2024, 5, 3];
/** Closing at or after this hour (or past midnight) counts as "open late". */
const LATE_HOUR = 23;

export interface WeeklyHours {
  /** 'Monday: 11:00 AM – 10:00 PM', one per weekday from Monday; empty when the hours aren't known. */
  lines: string[];
  /** Days with any opening. */
  openDays: number;
  /** Open until 11 PM or later on at least one day. */
  lateNight: boolean;
  /** Open all day every day. */
  allDay: boolean;
}

const UNKNOWN_HOURS: WeeklyHours = { lines: [], openDays: 0, lateNight: false, allDay: false };

function clock(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `source` tells typed hours (OpenStreetMap, checked for 12-hour slips) from Google's structured periods. */
type HoursPlace = Pick<Place, 'openingHours' | 'vicinity' | 'lat' | 'lng' | 'utcOffset'> & Partial<Pick<Place, 'source'>>;

/**
 * The hours as they are read: Google's periods as converted, and typed hours checked for the 12-hour clock
 * (hours-plausibility.ts: "11:30-10:00" is 11:30 AM to 10 PM; a range no reading makes plausible is unknown).
 */
function hoursText(place: HoursPlace): string | null {
  const value = place.openingHours?.trim();
  if (!value) return null;
  return place.source === 'google' ? value : plausibleOpeningHours(value);
}

/**
 * The regular week is read in the US calendar: the reference week has no US public holiday, so 'PH off'
 * changes no line, for a place anywhere. "Now" is read in the place's own calendar (isOpenNow).
 */
const REFERENCE_CALENDAR = { country_code: 'us', state: '' };

/** An unknown country: fine for hours without holiday rules (HOLIDAY_RULE), which then aren't parsed. */
const UNKNOWN_CALENDAR = { country_code: '', state: '' };
const HOLIDAY_RULE = /\b[PS]H\b/;

/** Null for a missing or unreadable value (the library throws strings for values it can't read). */
function parse(place: HoursPlace, address: { country_code: string; state: string }): OpeningHours | null {
  const value = hoursText(place);
  if (!value) return null;
  try {
    return new OpeningHours(value, { lat: place.lat, lon: place.lng, address });
  } catch {
    return null;
  }
}

/**
 * What the library says of a stretch whose closing time the hours leave open ('18:00+', '11:00-24:00+'): it
 * guesses a closing time (4 AM, 8 AM…) and marks the stretch unknown with this comment, in its own words.
 */
const OPEN_END_COMMENT = new OpeningHours('18:00+').getOpenIntervals(new Date(2024, 5, 3, 12), new Date(2024, 5, 3, 20))[0]?.[3];

/** A stretch of open (or unknown) time. */
interface Stretch {
  start: Date;
  /** The end the hours give; for an unknown open end ('18:00+') the library's guess, never shown or counted. */
  end: Date;
  unknown: boolean;
  /**
   * The closing time is not listed: after `end` ('11:00-24:00+': open until midnight at least), or from
   * `start` when the stretch is unknown ('18:00+': open from 6 PM).
   */
  openEnd: boolean;
}

/**
 * The library's intervals as stretches: touching ones of one kind joined (a night written 'Fr 18:00-24:00;
 * Sa 00:00-02:00' closes once, at 02:00), and an open end's guessed rest folded into the stretch it follows.
 */
function stretches(intervals: ReadonlyArray<readonly [Date, Date, boolean, (string | null | undefined)?]>): Stretch[] {
  const joined: Stretch[] = [];
  for (const [start, end, unknown, comment] of intervals) {
    const openEnd = unknown && comment === OPEN_END_COMMENT;
    const last = joined.at(-1);
    if (last && last.end.getTime() === start.getTime()) {
      // The guessed rest of an open end: the stretch before it stays open from then on, closing time not listed.
      if (openEnd && (!last.unknown || last.openEnd)) {
        if (last.unknown) last.end = end;
        last.openEnd = true;
        continue;
      }
      if (!openEnd && !last.openEnd && last.unknown === unknown) {
        last.end = end;
        continue;
      }
    }
    joined.push({ start, end, unknown, openEnd });
  }
  return joined;
}

/** The stretches around the reference week. */
function referenceStretches(hours: OpeningHours): Stretch[] {
  const [year, month, day] = REFERENCE_MONDAY;
  return stretches(hours.getOpenIntervals(new Date(year, month, day - 1), new Date(year, month, day + 8)));
}

/**
 * A stretch as the week's line shows it, with a closing time only where the hours give one; null when it is
 * no opening. `before` is the stretch before it.
 */
function segment(stretch: Stretch, dayEnd: Date, before: Stretch | undefined): string | null {
  const { start, end, unknown, openEnd } = stretch;
  if (openEnd) return unknown ? `${clock(start)} – closing time not listed` : `${clock(start)} – ${clock(end)} or later`;
  if (!unknown) return `${clock(start)} – ${clock(end)}`;
  if (end <= dayEnd) return `${clock(start)} – ${clock(end)} (closing time varies)`;
  // Unknown into the next day. Right after an opening it is the rest of the week that a fallback leaves
  // unknown ('09:00-20:00 || "hours may vary"'); else an opening whose closing the library had to guess.
  const rest = before && !before.unknown && before.end.getTime() === start.getTime();
  return rest ? null : `${clock(start)} – closing time not listed`;
}

/** The place's regular week as readable lines (the details dialog shows them as is). */
export function weeklyHours(place: HoursPlace): WeeklyHours {
  const value = place.openingHours?.trim() ?? '';
  const hours = parse(place, REFERENCE_CALENDAR);
  if (!hours) return UNKNOWN_HOURS;

  const week = referenceStretches(hours);
  const [year, month, day] = REFERENCE_MONDAY;
  let openDays = 0;
  let allDayCount = 0;
  let lateNight = false;
  const lines = DAY_NAMES.map((name, index) => {
    const dayStart = new Date(year, month, day + index);
    const dayEnd = new Date(dayStart.getTime() + DAY_MS);
    const segments: string[] = [];
    for (const [position, stretch] of week.entries()) {
      const { start, end, unknown, openEnd } = stretch;
      if (end <= dayStart || start >= dayEnd) continue;
      if (!unknown && start <= dayStart && end >= dayEnd) {
        segments.splice(0, segments.length, 'Open 24 hours');
        allDayCount++;
        lateNight = true;
        break;
      }
      // A night that started the day before is shown on that day's line.
      if (start < dayStart) continue;
      const shown = segment(stretch, dayEnd, week[position - 1]);
      if (!shown) continue;
      // A closing the hours don't give (the library's guess) never makes a night late.
      if (!(unknown && (openEnd || end > dayEnd)) && (end >= dayEnd || end.getHours() >= LATE_HOUR)) lateNight = true;
      segments.push(shown);
    }
    if (segments.length > 0) openDays++;
    return `${name}: ${segments.length > 0 ? segments.join(', ') : 'Closed'}`;
  });
  if (openDays === 0 && week.every((stretch) => stretch.unknown && !stretch.openEnd) && !/\boff\b|closed/i.test(value))
    return UNKNOWN_HOURS;
  return { lines, openDays, lateNight, allDay: allDayCount === 7 };
}

/**
 * Whether the place is open at `now`, judged on the place's own wall clock and calendar (its zone, and
 * its country's public holidays when the hours mention them). Null when the hours are unknown,
 * unreadable, say the state is unknown at that moment, or depend on holidays of a country we can't tell.
 */
export function isOpenNow(place: HoursPlace, now: Date): boolean | null {
  const zoned = hoursInRegion(place);
  if (!zoned) return null;
  const local = wallClockIn(now, zoned.timeZone);
  return unknownAt(zoned, local) ? null : zoned.hours.getState(local);
}

interface ZonedHours {
  hours: OpeningHours;
  timeZone: string;
  /** The hours have an open end ('18:00+'), read with unknownAt. */
  openEnded: boolean;
}

/**
 * Whether the hours leave the state at the wall-clock moment `at` unknown. The library's getUnknown misses
 * most of the rest of an open end ('11:00-22:00+' reads as unknown at 22:00 and 01:00 but closed at 22:30);
 * its intervals read from the day before don't.
 */
function unknownAt({ hours, openEnded }: ZonedHours, at: Date): boolean {
  if (hours.getUnknown(at)) return true;
  if (!openEnded) return false;
  const dayBefore = new Date(at.getFullYear(), at.getMonth(), at.getDate() - 1, at.getHours(), at.getMinutes(), at.getSeconds());
  return hours
    .getOpenIntervals(dayBefore, new Date(at.getTime() + 1000))
    .some(([start, end, unknown]) => unknown && start <= at && at < end);
}

/** The hours read in the place's own calendar, with its zone; null when "now" can't be judged (isOpenNow). */
function hoursInRegion(place: HoursPlace): ZonedHours | null {
  const region = placeRegion(place);
  // Public or school holidays of a country we can't tell: unknown (the library would log and throw).
  if (!region.country && HOLIDAY_RULE.test(place.openingHours ?? '')) return null;
  const hours = parse(place, region.country ? { country_code: region.country, state: region.stateName ?? '' } : UNKNOWN_CALENDAR);
  return hours ? { hours, timeZone: region.timeZone, openEnded: hoursText(place)?.includes('+') ?? false } : null;
}

/** A week and a day: every weekly opening after `now` falls inside, today's included. */
const TIMELINE_DAYS = 8;

/**
 * The place's open/closed changes over the next TIMELINE_DAYS, as instants, judged like isOpenNow (same
 * parser, zone and holidays): what a card's "Open · closes 22:00" is worked out from, then and later.
 * Hours that leave the closing time open end the timeline where they stop saying, with no closing invented:
 * 'Fr 18:00+' opens at 18:00 and 'Fr 11:00-24:00+' is open with no closing until midnight; unknown from then on.
 * Null when isOpenNow would be null.
 */
export function openingTimeline(place: HoursPlace, now: Date): OpeningTimeline | null {
  const zoned = hoursInRegion(place);
  if (!zoned) return null;
  const { hours, timeZone } = zoned;
  const from = wallClockIn(now, timeZone);
  if (unknownAt(zoned, from)) return null;
  const to = new Date(
    from.getFullYear(),
    from.getMonth(),
    from.getDate() + TIMELINE_DAYS,
    from.getHours(),
    from.getMinutes(),
    from.getSeconds(),
  );

  const instant = (wall: Date) => instantAt(wall, timeZone).toISOString();
  let until = to;
  let openAtFrom = false;
  const changes: OpeningTimeline['changes'] = [];
  for (const { start, end, unknown, openEnd } of stretches(hours.getOpenIntervals(from, to))) {
    if (unknown) {
      // '18:00+' opens at 18:00; what happens then is unknown.
      if (openEnd) changes.push({ at: instant(start), open: true });
      until = start;
      break;
    }
    if (start.getTime() <= from.getTime()) openAtFrom = true;
    else changes.push({ at: instant(start), open: true });
    // '11:00-24:00+' is open until midnight at least: no closing is known, and from midnight nothing is.
    if (openEnd) {
      until = end;
      break;
    }
    if (end.getTime() < to.getTime()) changes.push({ at: instant(end), open: false });
  }
  // `until` at `from` (an open-ended stretch right now) is caught by unknownAt above.
  const untilAt = instantAt(until, timeZone);
  // A day past `until`: a card asks whether a change is "tomorrow" from any moment before `until`.
  const offsets = utcOffsetChanges(timeZone, now, new Date(untilAt.getTime() + DAY_MS));
  return { timeZone, from: now.toISOString(), until: untilAt.toISOString(), openAtFrom, changes, offsets };
}

/** The card's "Open now" status at `now` (labels in @forkcast/contracts opening-status.ts). */
export function openingStatus(place: HoursPlace, now: Date): OpeningStatus {
  return openingStatusAt(openingTimeline(place, now), now);
}
