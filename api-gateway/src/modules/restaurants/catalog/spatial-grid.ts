import { degreeSpan, distanceMiles } from '../domain/geo';
import type { LatLng } from '../domain/place';

export interface Located {
  lat: number;
  lng: number;
}

export interface Nearby<T> {
  item: T;
  miles: number;
}

/** 0.05° ≈ 3.5 miles of latitude: a 5-mile query touches ~16 cells of a few dozen places each. */
export const DEFAULT_CELL_DEGREES = 0.05;

/**
 * A fixed grid of lat/lng buckets, one per catalog area: a radius query reads only the cells its bounding box
 * touches, then checks exact distance. A 10-mile query takes about 0.2 ms in Philadelphia (600 places found)
 * and 2 ms in Midtown Manhattan (6,500), bench/catalog-query.mjs.
 */
export class SpatialGrid<T extends Located> {
  private readonly cells = new Map<string, T[]>();

  constructor(
    items: Iterable<T>,
    private readonly cellDegrees: number = DEFAULT_CELL_DEGREES,
  ) {
    for (const item of items) {
      const key = this.key(this.cell(item.lat), this.cell(item.lng));
      const bucket = this.cells.get(key);
      if (bucket) bucket.push(item);
      else this.cells.set(key, [item]);
    }
  }

  /** Items within `radiusMiles` of `center`, nearest first (equal distances in grid order). */
  within(center: LatLng, radiusMiles: number): Nearby<T>[] {
    const span = degreeSpan(center, radiusMiles);
    const minRow = this.cell(center.latitude - span.lat);
    const maxRow = this.cell(center.latitude + span.lat);
    const minCol = this.cell(center.longitude - span.lng);
    const maxCol = this.cell(center.longitude + span.lng);
    const items: T[] = [];
    const miles: number[] = [];
    for (let row = minRow; row <= maxRow; row++) {
      for (let col = minCol; col <= maxCol; col++) {
        for (const item of this.cells.get(this.key(row, col)) ?? []) {
          const distance = distanceMiles(center, { latitude: item.lat, longitude: item.lng });
          if (distance <= radiusMiles) {
            items.push(item);
            miles.push(distance);
          }
        }
      }
    }
    return nearestFirst(items, miles);
  }

  private cell(degrees: number): number {
    return Math.floor(degrees / this.cellDegrees);
  }

  private key(row: number, col: number): string {
    return `${row}:${col}`;
  }
}

/** Distances are sorted in steps of a millionth of a mile (1.6 mm); the exact distance is still returned. */
const STEPS_PER_MILE = 1e6;

/**
 * `items` ordered by `miles`. A Midtown Manhattan query of 10 miles finds 6,500 places; sorting them as
 * objects with a comparator took half of its 3 ms, so each entry becomes one number (distance step × count +
 * position, exact below 2^53 for any distance on Earth) and a typed array sorts them natively.
 */
function nearestFirst<T>(items: readonly T[], miles: readonly number[]): Nearby<T>[] {
  const count = items.length;
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = Math.floor(miles[i]! * STEPS_PER_MILE) * count + i;
  keys.sort();
  const sorted: Nearby<T>[] = new Array<Nearby<T>>(count);
  for (let i = 0; i < count; i++) {
    const at = keys[i]! % count;
    sorted[i] = { item: items[at]!, miles: miles[at]! };
  }
  return sorted;
}

/** Several nearest-first lists (one per catalog area) as one, nearest first. */
export function mergeNearestFirst<T>(lists: readonly Nearby<T>[][]): Nearby<T>[] {
  return lists.reduce((merged, list) => {
    if (!merged.length) return list;
    const out: Nearby<T>[] = [];
    let [a, b] = [0, 0];
    while (a < merged.length || b < list.length) {
      out.push(b >= list.length || (a < merged.length && merged[a]!.miles <= list[b]!.miles) ? merged[a++]! : list[b++]!);
    }
    return out;
  }, []);
}
