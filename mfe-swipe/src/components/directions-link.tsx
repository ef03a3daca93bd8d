import { Navigation } from 'lucide-react';
import { LinkButton, VisuallyHidden } from '@forkcast/design-system';
import { mapsDirectionsUrl, type MappedPlace } from '@forkcast/api-client/maps-url';

/**
 * 'Directions' to a listed place (a ranked no-match result), in a new tab so the results stay behind it: the
 * small outline button beside it ('View details'), whose hit area is 44 px each way.
 */
export function DirectionsLink({ place }: { place: MappedPlace }) {
  return (
    <LinkButton href={mapsDirectionsUrl(place)} target="_blank" rel="noopener noreferrer" variant="outline" size="sm">
      <Navigation size={16} aria-hidden="true" />
      Directions
      <VisuallyHidden> to {place.name}</VisuallyHidden>
    </LinkButton>
  );
}
