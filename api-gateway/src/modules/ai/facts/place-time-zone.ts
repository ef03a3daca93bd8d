import type { Place } from '../../restaurants/domain/place';

/** The states the catalog covers, with their zone and a bounding box for places whose address doesn't name the state. */
const STATES: ReadonlyArray<{ code: string; name: string; zone: string; box: [number, number, number, number] }> = [
  { code: 'PA', name: 'Pennsylvania', zone: 'America/New_York', box: [39.7, 42.3, -80.6, -74.6] },
  { code: 'TX', name: 'Texas', zone: 'America/Chicago', box: [25.8, 36.6, -106.7, -93.5] },
  { code: 'CA', name: 'California', zone: 'America/Los_Angeles', box: [32.5, 42.1, -124.5, -114.1] },
];

export interface PlaceRegion {
  /** 'PA'; null when the place is outside the states we know. */
  state: string | null;
  stateName: string | null;
  /** IANA zone the place's opening hours are read in; the server's own zone when the state is unknown. */
  timeZone: string;
}

export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Opening hours are local wall-clock times, so "open now" must be judged in the place's zone. The state
 * comes from the address when it names one (', PA'), else from where the coordinates fall.
 */
export function placeRegion(place: Pick<Place, 'vicinity' | 'lat' | 'lng'>): PlaceRegion {
  const byAddress = STATES.find((state) => new RegExp(`,\\s*${state.code}\\b`).test(place.vicinity ?? ''));
  const byCoordinates = STATES.find(
    ({ box: [south, north, west, east] }) => place.lat >= south && place.lat <= north && place.lng >= west && place.lng <= east,
  );
  const state = byAddress ?? byCoordinates;
  return state
    ? { state: state.code, stateName: state.name, timeZone: state.zone }
    : { state: null, stateName: null, timeZone: serverTimeZone() };
}

/**
 * The wall-clock time of `instant` in `timeZone`, as a Date in the server's local zone: the opening_hours
 * library reads local fields (getHours, getDay), so this is how it evaluates another zone's time.
 */
export function wallClockIn(instant: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}
