import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import type { GeocodeResult } from '@forkcast/contracts';
import { geocodeZipQuery } from './geocode-zip';
import { useDebouncedValue } from '@forkcast/design-system';

/** docs/product.md › Validation (ZIP check): 5 characters, geocoded after 500 ms without typing. */
export const ZIP_LENGTH = 5;
export const ZIP_CHECK_DEBOUNCE_MS = 500;

export type ZipCheck =
  /** Nothing typed. */
  | { status: 'empty' }
  /** Typed, but too short or still being typed: no coordinates (a shorter ZIP clears them). */
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'valid'; place: GeocodeResult }
  | { status: 'invalid'; message: 'Invalid zip code' | 'Failed to validate zip code' };

/** Five digits: a ZIP its field (at most 5 characters) can't grow any further. */
const COMPLETE_ZIP = /^\d{5}$/;

interface ZipCheckOptions {
  /**
   * Check a complete 5-digit ZIP at once rather than after the typing pause, so an unknown one says so
   * under the field before Next or Save (onboarding, /settings).
   */
  eager?: boolean;
}

/**
 * The spec's one ZIP check (session-start override on home, location on /settings, onboarding). Derived
 * from the typed value and one geocode query per settled ZIP, so a late answer for a ZIP the user already
 * changed can never be shown.
 */
export function useZipCheck(zipCode: string, { eager = false }: ZipCheckOptions = {}): ZipCheck {
  const settled = useDebouncedValue(zipCode, ZIP_CHECK_DEBOUNCE_MS);
  const ready = zipCode.length >= ZIP_LENGTH && (settled === zipCode || (eager && COMPLETE_ZIP.test(zipCode)));
  const { data, error, isFetching } = useQuery({ ...geocodeZipQuery(zipCode), enabled: ready });

  if (!zipCode) return { status: 'empty' };
  if (!ready) return { status: 'incomplete' };
  if (isFetching) return { status: 'checking' };
  if (error) return { status: 'invalid', message: isUnknownZip(error) ? 'Invalid zip code' : 'Failed to validate zip code' };
  if (data) return { status: 'valid', place: data };
  return { status: 'checking' };
}

/** The gateway answers 400/404 for a ZIP it cannot place; anything else is a failed check, not a bad ZIP. */
function isUnknownZip(error: Error): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
