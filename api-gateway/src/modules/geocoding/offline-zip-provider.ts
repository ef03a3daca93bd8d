import zipcodes from 'zipcodes';
import type { GeocodingProvider } from './geocoding-provider';

/** The `zipcodes` package's bundled table (about 42k US ZIPs): no network, no key. */
export class OfflineZipProvider implements GeocodingProvider {
  async geocodeZip(zipCode: string) {
    const info = zipcodes.lookup(zipCode);
    // The table also holds Canadian postcodes; the app is US-only.
    if (!info || info.country !== 'US') return undefined;
    return { zipCode, latitude: info.latitude, longitude: info.longitude, city: info.city, state: info.state };
  }
}
