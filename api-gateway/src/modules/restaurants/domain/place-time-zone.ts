// The default data set ("alike since 1970"), not geo-tz/now: both answer the same clock today and both
// look up in ~0.03 ms after a ~25 ms index load, but /now merges zones that merely share today's rules
// (Berlin answers Europe/Paris, Toronto America/New_York), and the zone's name is what tells a US place
// (and so its public-holiday calendar) apart. The extra ~11 MB of boundary data stays on disk.
import { find, setCache } from 'geo-tz';
import { LRUCache } from 'lru-cache';
import type { UtcOffsetChange } from '@forkcast/contracts';
import type { Place } from './place';

/**
 * geo-tz keeps every boundary tile it reads in an unbounded Map (all 20,000 tiles are ~1.4 GB); a server
 * answering for places anywhere keeps the most recently used ones instead (tiles average ~70 kB).
 */
const BOUNDARY_TILES_KEPT = 256;
setCache({ store: new LRUCache<string, object>({ max: BOUNDARY_TILES_KEPT }) });

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The zones geo-tz answers for US soil (1970 data set); no other country's places get these names. */
const US_ZONE =
  /^(America\/(New_York|Detroit|Chicago|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+)|Pacific\/Honolulu)$/;

export interface PlaceRegion {
  /** IANA zone the place's opening hours are read in. */
  timeZone: string;
  /** 'us' when the place is known to be in the US (its public holidays); null elsewhere. */
  country: 'us' | null;
  /** 'PA' when a US address ends with the state; null otherwise (state holidays then don't apply). */
  state: string | null;
  stateName: string | null;
}

type ZonedPlace = Pick<Place, 'vicinity' | 'lat' | 'lng' | 'utcOffset'>;

export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The IANA zones at a coordinate (more than one on a border or in disputed land); [] when off the map. */
export function zonesAt(lat: number, lng: number): string[] {
  try {
    return find(lat, lng);
  } catch {
    return [];
  }
}

/**
 * One formatter a zone: building one costs ~0.19 ms, formatting with it ~0.02 ms, and a deal reads each
 * place's clock dozens of times. Zones are a few hundred names, so the map stays small.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

function wallClockParts(instant: Date, timeZone: string): Record<string, number> {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  return Object.fromEntries(parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

/** Minutes `timeZone` is ahead of UTC at `instant` (-240 for New York in summer). */
export function offsetMinutesAt(timeZone: string, instant: Date): number {
  const p = wallClockParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const OFFSET_SAMPLE_MS = 24 * 60 * 60_000;

/**
 * `timeZone`'s UTC offset at `from`, then at each change of it before `to`, to the second. Sampled a day
 * apart, then bisected: no zone changes its offset twice within a day.
 */
export function utcOffsetChanges(timeZone: string, from: Date, to: Date): UtcOffsetChange[] {
  const changes: UtcOffsetChange[] = [{ at: from.toISOString(), minutes: offsetMinutesAt(timeZone, from) }];
  const offsetAtSecond = (second: number) => offsetMinutesAt(timeZone, new Date(second * 1000));
  let current = changes[0]!.minutes;
  for (let start = from.getTime(); start < to.getTime(); start += OFFSET_SAMPLE_MS) {
    const end = Math.min(start + OFFSET_SAMPLE_MS, to.getTime());
    const minutes = offsetMinutesAt(timeZone, new Date(end));
    if (minutes === current) continue;
    // The change is in (low, high]: offsets change on whole seconds.
    let low = Math.floor(start / 1000);
    let high = Math.ceil(end / 1000);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAtSecond(middle) === current) low = middle;
      else high = middle;
    }
    current = minutes;
    changes.push({ at: new Date(high * 1000).toISOString(), minutes });
  }
  return changes;
}

/** Points ~2 km and ~5 km around a place, for a zone border drawn a little off where the place keeps time. */
function zonesAround(lat: number, lng: number): string[] {
  const zones = new Set<string>();
  for (const km of [2, 5]) {
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
    for (const [y, x] of [
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [-1, -1],
      [0, -1],
      [1, -1],
    ] as const) {
      for (const zone of zonesAt(Math.max(-90, Math.min(90, lat + y * dLat)), ((lng + x * dLng + 540) % 360) - 180)) zones.add(zone);
    }
  }
  return [...zones];
}

/** 'Etc/GMT-9' for +540 (the Etc names count the other way); null for offsets that aren't whole hours. */
function fixedOffsetZone(minutes: number): string | null {
  if (minutes % 60 !== 0 || Math.abs(minutes) > 14 * 60) return null;
  const hours = minutes / 60;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * The zone a place keeps. Coordinates give it anywhere on Earth (geo-tz). When the source also said
 * the place's UTC offset (Google), that offset picks the zone: at the moment it was observed it must
 * match, which settles places on or near a border. The offset alone is not kept as the answer: it is a
 * snapshot, wrong after the next DST change, while a zone's rules stay right. Only when no zone near
 * the place matches what Google saw (this build's zone data is the likelier one to be out of date) does
 * the observed offset, as a fixed zone, win.
 */
export function placeTimeZone(place: Pick<Place, 'lat' | 'lng' | 'utcOffset'>): string {
  const zones = zonesAt(place.lat, place.lng);
  const observed = place.utcOffset;
  const at = observed ? new Date(observed.observedAt) : null;
  if (observed && at && Number.isFinite(at.getTime())) {
    const matches = (zone: string) => offsetMinutesAt(zone, at) === observed.minutes;
    const zone = zones.find(matches) ?? zonesAround(place.lat, place.lng).find(matches) ?? fixedOffsetZone(observed.minutes);
    if (zone) return zone;
  }
  return zones[0] ?? serverTimeZone();
}

/**
 * Opening hours are local wall-clock times, so "open now" and "today" are judged in the place's zone;
 * the country (and state) select the public holidays 'PH off' refers to.
 */
export function placeRegion(place: ZonedPlace): PlaceRegion {
  const timeZone = placeTimeZone(place);
  // The zone decides the country: 'Perth, WA' is not in Washington.
  if (!US_ZONE.test(timeZone)) return { timeZone, country: null, state: null, stateName: null };
  const state = /,\s*([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?(?:,\s*USA?)?\s*$/.exec(place.vicinity ?? '')?.[1];
  const stateName = state ? US_STATES[state] : undefined;
  return stateName ? { timeZone, country: 'us', state: state!, stateName } : { timeZone, country: 'us', state: null, stateName: null };
}

/**
 * The wall-clock time of `instant` in `timeZone`, as a Date in the server's local zone: the opening_hours
 * library reads local fields (getHours, getDay), so this is how it evaluates another zone's time.
 */
export function wallClockIn(instant: Date, timeZone: string): Date {
  const p = wallClockParts(instant, timeZone);
  return new Date(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/**
 * The inverse of wallClockIn: the instant at which `timeZone`'s clock shows the local fields of `wall`.
 * A wall time a spring-forward skips moves on by the jump (02:30 → 03:30); one fall-back repeats is its first pass.
 */
export function instantAt(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), wall.getSeconds());
  // The offset at a guess one offset away is the right one except within hours of a change: check twice.
  let instant = asUtc - offsetMinutesAt(timeZone, new Date(asUtc)) * 60_000;
  const settled = asUtc - offsetMinutesAt(timeZone, new Date(instant)) * 60_000;
  if (settled !== instant && wallClockIn(new Date(settled), timeZone).getTime() === wall.getTime()) instant = settled;
  return new Date(instant);
}
