import type { LatLng } from './place';

const EARTH_RADIUS_MILES = 3958.7613;
export const METERS_PER_MILE = 1609.344;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine; good to ~0.5% at city scale, which is all we need). */
export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const milesToMeters = (miles: number): number => miles * METERS_PER_MILE;

/** The spec shows distances with one decimal. */
export const roundToTenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * Degrees of latitude and longitude a radius spans around a point, for bounding-box prefilters. Exact
 * on the sphere: the widest longitude offset of the circle is asin(sin(r/R) / cos(lat)), which is a bit
 * more than r / (R·cos lat) away from the equator.
 */
export function degreeSpan(center: LatLng, radiusMiles: number): { lat: number; lng: number } {
  const angular = radiusMiles / EARTH_RADIUS_MILES;
  const cos = Math.cos(toRadians(center.latitude));
  const ratio = Math.sin(Math.min(angular, Math.PI / 2)) / Math.max(cos, 1e-9);
  const lng = ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI;
  return { lat: (angular * 180) / Math.PI, lng };
}
