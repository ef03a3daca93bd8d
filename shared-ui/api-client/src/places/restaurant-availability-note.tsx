import styled from 'styled-components';
import { Button, countOf } from '@forkcast/design-system';
import type { RestaurantAvailability } from '@forkcast/contracts';
import { noPlacesNearZipMessage } from '@forkcast/contracts/domain';

export interface RestaurantAvailabilityNoteProps {
  /** useRestaurantAvailability's answer; the note says something only when it counted no places. */
  availability: RestaurantAvailability | undefined;
  /** "Use N miles": sets the radius slider to the radius the gateway says would find places. */
  onUseRadius: (radiusMiles: number) => void;
  /** The radius slider's thumb: it takes the focus once the button that moved it is gone. */
  radiusSliderId: string;
}

/**
 * Onboarding's and /settings' word, before saving, that a ZIP has no places within the radius: the headline,
 * the gateway's reason under it, and the radius that would find some. Advice, not an error: saving stays allowed.
 * The live region is always on the page, so a note appearing in it is announced. Its own entry point
 * (@forkcast/api-client/restaurant-availability-note).
 */
export function RestaurantAvailabilityNote({ availability, onUseRadius, radiusSliderId }: RestaurantAvailabilityNoteProps) {
  const empty = availability?.count === 0 ? availability.empty : null;
  const headline = availability ? noPlacesNearZipMessage(availability.radiusMiles, availability.zipCode) : '';
  // The gateway's sentence often opens with the headline itself: then it alone says both.
  const lines = empty ? (empty.message.startsWith(headline) ? [empty.message] : [headline, empty.message]) : [];
  const suggested = empty?.suggestedRadiusMiles ?? null;

  const takeSuggested = (miles: number) => {
    onUseRadius(miles);
    document.getElementById(radiusSliderId)?.focus();
  };

  return (
    <div role="status">
      {empty && (
        <Panel data-testid="restaurant-availability-note">
          {lines.map((line, index) => (
            <Line key={line} $lead={index === 0 && lines.length > 1}>
              {line}
            </Line>
          ))}
          {suggested !== null && (
            <UseRadius type="button" variant="outline" size="md" onClick={() => takeSuggested(suggested)}>
              {`Use ${countOf(suggested, 'mile')}`}
            </UseRadius>
          )}
        </Panel>
      )}
    </div>
  );
}

// The first thing under the radius slider: its own top margin, so an empty region takes no room.
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const Line = styled.p<{ $lead: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  font-weight: ${({ $lead, theme }) => ($lead ? theme.font.weight.semibold : theme.font.weight.regular)};
`;

const UseRadius = styled(Button)`
  margin-top: ${({ theme }) => theme.space(1)};
`;
