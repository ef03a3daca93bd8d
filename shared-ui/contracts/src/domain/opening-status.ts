/**
 * "Open now" on a card. The gateway reads a place's opening hours in the place's own time zone
 * and sends the next week of changes; this file turns them into the label for any moment, so the gateway
 * (at deal time) and the card (when it is shown, maybe hours later) say the same thing in the same words.
 * Zod-free: cards compute it on the client; contracts/opening-status.ts holds the schemas.
 */
export const OPENING_STATES = ['open', 'closed', 'unknown'] as const;
export type OpeningState = (typeof OPENING_STATES)[number];

/** A change of a place's opening state: from the ISO instant `at` on, open or not. */
export interface OpeningChange {
  at: string;
  open: boolean;
}

/**
 * A place's opening states from `from` to `until` (ISO instants): open or not at `from`, then each change.
 * Past `until` (a week on), or from the first stretch whose hours the source leaves open ('18:00+'), the
 * state is unknown. `timeZone` is the place's IANA zone: times are shown on the place's clock.
 */
export interface OpeningTimeline {
  timeZone: string;
  from: string;
  until: string;
  openAtFrom: boolean;
  changes: OpeningChange[];
  /**
   * The zone's UTC offset at `from`, then at each change of it (DST) until a day past `until`: the card reads
   * the place's clock from these with arithmetic. A phone's first Intl.DateTimeFormat for a zone loads ICU's
   * zone and locale data, 100–300 ms at 4x CPU throttling, a long task in the swipe room's start-up.
   * Absent on timelines dealt before it existed; those are read with Intl.
   */
  offsets?: UtcOffsetChange[];
}

/** From the ISO instant `at` on, the place's clock is `minutes` ahead of UTC (-300: New York in winter). */
export interface UtcOffsetChange {
  at: string;
  minutes: number;
}

/** A card's "Open now" line (contracts/opening-status.ts' openingStatusSchema parses it). */
export interface OpeningStatus {
  state: OpeningState;
  /** 'Open · closes 22:00', 'Closing soon · 22:00', 'Closed · opens tomorrow 11:00', 'Hours not listed'… */
  label: string;
  /** ISO instant of the next closing while open / the next opening while closed; null when none is known. */
  closesAt: string | null;
  opensAt: string | null;
  /** What `state` and `label` were worked out from, as of the deal; null when the hours are unknown. */
  timeline: OpeningTimeline | null;
}

/** Within this many minutes of a change the label says 'Closing soon' / 'Opens soon'. */
export const OPENING_SOON_MINUTES = 30;
export const HOURS_UNKNOWN_LABEL = 'Hours not listed';
/** Open, and the hours leave the closing time open ('11:00-24:00+'): no closing time is made up. */
export const CLOSING_UNKNOWN_LABEL = 'Open · closing time not listed';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A timeline covers a week unless the hours stop saying sooner (an open end): only then is 'Open 24 hours' known. */
const WEEK_MS = 7 * DAY_MS;

const UNKNOWN: Omit<OpeningStatus, 'timeline'> = { state: 'unknown', label: HOURS_UNKNOWN_LABEL, closesAt: null, opensAt: null };

// 24-hour clock on the place's wall clock ('22:00', '00:30'): the same for every viewer, whatever their locale.
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function formatIn(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** The place's wall clock at `instant` in a Date's UTC fields, from the timeline's offsets; null without them. */
function wallClock(instant: Date, timeline: OpeningTimeline): Date | null {
  const offsets = timeline.offsets;
  if (!offsets?.length) return null;
  let minutes = offsets[0]!.minutes;
  for (const offset of offsets) {
    if (Date.parse(offset.at) > instant.getTime()) break;
    minutes = offset.minutes;
  }
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function clock(instant: Date, timeline: OpeningTimeline): string {
  const wall = wallClock(instant, timeline);
  if (wall) return `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
  return formatIn(clockFormats, timeline.timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** 'Mon', and the place's calendar date ('2025-01-17') to tell today from tomorrow. */
function localDay(instant: Date, timeline: OpeningTimeline): { weekday: string; date: string } {
  const wall = wallClock(instant, timeline);
  if (wall) return { weekday: WEEKDAYS[wall.getUTCDay()]!, date: wall.toISOString().slice(0, 10) };
  const parts = formatIn(dayFormats, timeline.timeZone, {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), date: `${part('year')}-${part('month')}-${part('day')}` };
}

/** '', 'tomorrow ' or 'Mon ': how far off `then` is from `now` in days on the place's calendar. */
function dayWord(now: Date, then: Date, timeline: OpeningTimeline): string {
  const today = localDay(now, timeline).date;
  const day = localDay(then, timeline);
  if (day.date === today) return '';
  // Noon-to-noon steps stay clear of DST changes, which happen at night.
  if (day.date === localDay(new Date(now.getTime() + DAY_MS), timeline).date) return 'tomorrow ';
  return `${day.weekday} `;
}

/**
 * The status at `now` from a timeline. Open: 'Open 24 hours' when it never closes within the week,
 * 'Open · closing time not listed' when it stays open until the timeline's early end (an open end),
 * 'Closing soon · 22:00' within 30 minutes of closing, else 'Open · closes 22:00' (a closing more than a day
 * off names its day: 'Open · closes Sat 00:00'). Closed: 'Opens soon · 17:00' within 30 minutes, else
 * 'Closed · opens 17:00' / 'Closed · opens tomorrow 11:00' / 'Closed · opens Mon 11:00', or 'Closed' when
 * it doesn't open within the week. Unknown hours, or `now` past what the timeline covers: 'Hours not listed'.
 */
export function openingStatusAt(timeline: OpeningTimeline | null, now: Date): OpeningStatus {
  if (!timeline) return { ...UNKNOWN, timeline: null };
  const time = now.getTime();
  if (time >= Date.parse(timeline.until)) return { ...UNKNOWN, timeline };

  let open = timeline.openAtFrom;
  let next: Date | null = null;
  for (const change of timeline.changes) {
    const at = Date.parse(change.at);
    if (at <= time) open = change.open;
    else if (change.open !== open) {
      next = new Date(at);
      break;
    }
  }
  const minutesLeft = next ? (next.getTime() - time) / MINUTE_MS : Infinity;
  const at = next ? clock(next, timeline) : '';

  if (open) {
    const closesAt = next?.toISOString() ?? null;
    let label: string;
    if (!next) label = Date.parse(timeline.until) - Date.parse(timeline.from) >= WEEK_MS ? 'Open 24 hours' : CLOSING_UNKNOWN_LABEL;
    else if (minutesLeft <= OPENING_SOON_MINUTES) label = `Closing soon · ${at}`;
    // A closing within a day is tonight's (02:00 after a late evening): the time alone says it.
    else if (minutesLeft < 24 * 60) label = `Open · closes ${at}`;
    else label = `Open · closes ${dayWord(now, next, timeline)}${at}`;
    return { state: 'open', label, closesAt, opensAt: null, timeline };
  }

  const opensAt = next?.toISOString() ?? null;
  let label: string;
  if (!next) label = 'Closed';
  else if (minutesLeft <= OPENING_SOON_MINUTES) label = `Opens soon · ${at}`;
  else label = `Closed · opens ${dayWord(now, next, timeline)}${at}`;
  return { state: 'closed', label, closesAt: null, opensAt, timeline };
}

/**
 * A card's status for the moment it is shown: recomputed from the timeline the deal sent, so a deck dealt
 * at 21:55 says 'Closing soon · 22:00' and then 'Closed · opens tomorrow 11:00' rather than what was true
 * at the deal. Undefined for restaurants dealt before statuses existed.
 */
export function currentOpeningStatus(status: OpeningStatus | null | undefined, now: Date): OpeningStatus | undefined {
  if (!status) return undefined;
  return status.timeline ? openingStatusAt(status.timeline, now) : status;
}
