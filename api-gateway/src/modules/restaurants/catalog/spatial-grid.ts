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
 * A fixed grid of lat/lng buckets. Enough for a few thousand places per city: a radius query reads only
 * the cells its bounding box touches, then checks exact distance, so it stays well under a millisecond.
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

  /** Items within `radiusMiles` of `center`, nearest first. */
  within(center: LatLng, radiusMiles: number): Nearby<T>[] {
    const span = degreeSpan(center, radiusMiles);
    const minRow = this.cell(center.latitude - span.lat);
    const maxRow = this.cell(center.latitude + span.lat);
    const minCol = this.cell(center.longitude - span.lng);
    const maxCol = this.cell(center.longitude + span.lng);
    const found: Nearby<T>[] = [];
    for (let row = minRow; row <= maxRow; row++) {
      for (let col = minCol; col <= maxCol; col++) {
        for (const item of this.cells.get(this.key(row, col)) ?? []) {
          const miles = distanceMiles(center, { latitude: item.lat, longitude: item.lng });
          if (miles <= radiusMiles) found.push({ item, miles });
        }
      }
    }
    return found.sort((a, b) => a.miles - b.miles);
  }

  private cell(degrees: number): number {
    return Math.floor(degrees / this.cellDegrees);
  }

  private key(row: number, col: number): string {
    return `${row}:${col}`;
  }
}
