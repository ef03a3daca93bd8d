import styled from 'styled-components';
import { CircleAlertIcon as CircleAlert, CircleCheckIcon as CircleCheck } from '../icons/icons';
import { Spinner } from './spinner';

/** The states of a ZIP check this icon draws (@forkcast/api-client's useZipCheck gives one of them). */
export interface ZipCheckStatus {
  status: 'empty' | 'incomplete' | 'checking' | 'valid' | 'invalid';
}

/** The ZIP field's state icon (docs/product.md › Validation (ZIP check)): spinner while checking, check when valid, error icon. */
export function ZipCheckAdornment({ check }: { check: ZipCheckStatus }) {
  switch (check.status) {
    case 'checking':
      return <Spinner size={18} label="Checking zip code" />;
    case 'valid':
      return (
        <ValidIcon role="img" aria-label="Valid zip code">
          <CircleCheck aria-hidden="true" size={20} />
        </ValidIcon>
      );
    case 'invalid':
      // The error text under the field says it in words; the icon only repeats it visually.
      return (
        <InvalidIcon aria-hidden="true">
          <CircleAlert size={20} />
        </InvalidIcon>
      );
    default:
      return null;
  }
}

/** "City, ST" for a geocoded place, or null when the source named no city. */
export function placeName(place: { city?: string | null; state?: string | null } | undefined): string | null {
  if (!place?.city) return null;
  return place.state ? `${place.city}, ${place.state}` : place.city;
}

const ValidIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
`;

const InvalidIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.danger};
`;
