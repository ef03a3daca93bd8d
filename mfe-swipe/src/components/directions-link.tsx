import styled from 'styled-components';
import { Navigation } from 'lucide-react';
import { VisuallyHidden } from '@forkcast/design-system';
import { mapsDirectionsUrl, type MappedPlace } from '@forkcast/api-client/maps-url';

/* Looks like the small outline button beside it ('View details'), with the same 44 px reach for a thumb. */
const Link = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.control.sm};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &::after {
    content: '';
    position: absolute;
    inset: min(0px, calc((100% - ${({ theme }) => theme.control.minTarget}) / 2));
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** 'Directions' to a listed place (a ranked no-match result), in a new tab so the results stay behind it. */
export function DirectionsLink({ place }: { place: MappedPlace }) {
  return (
    <Link href={mapsDirectionsUrl(place)} target="_blank" rel="noopener noreferrer">
      <Navigation size={16} aria-hidden="true" />
      Directions
      <VisuallyHidden> to {place.name}</VisuallyHidden>
    </Link>
  );
}
