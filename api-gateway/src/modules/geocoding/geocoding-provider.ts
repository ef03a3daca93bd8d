import type { GeocodeResult } from '@forkcast/contracts';

/**
 * Turns a US ZIP code into coordinates. Offline ZIP data today; a Google Geocoding adapter can
 * implement the same interface and be chosen by config later. `undefined` means an unknown ZIP.
 */
export interface GeocodingProvider {
  geocodeZip(zipCode: string): Promise<GeocodeResult | undefined>;
}
