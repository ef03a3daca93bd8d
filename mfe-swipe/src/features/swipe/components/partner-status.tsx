import styled from 'styled-components';
import { PresenceDot, VisuallyHidden } from '@forkcast/design-system';
import type { PartnerProgress } from '@forkcast/contracts';

const Pill = styled.p<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  background: ${({ $online, theme }) => ($online ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.textMuted)};
`;

const Label = styled.span`
  min-width: 0;
  white-space: nowrap;
`;

// A long name gives way to the count, which is the point of the pill.
const Name = styled.span`
  display: inline-block;
  max-width: 9em;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

interface Props {
  online: boolean;
  /** Name and cards swiped; null when the session read didn't say (the pill then says 'Partner'). */
  progress: PartnerProgress | null;
}

/**
 * Partnered sessions only: who the partner is, how far through the deck they are ('Alex · 7 of 20',
 * live), and whether they are on the live channel right now (the dot, labelled for screen readers).
 */
export function PartnerStatus({ online, progress }: Props) {
  const name = progress?.name ?? 'Partner';
  const presence = online ? 'Partner online' : 'Waiting for partner...';
  return (
    <>
      <Pill $online={online} data-testid="partner-status" data-online={online}>
        <PresenceDot $online={online} role="img" aria-label={presence} />
        <Label>
          <Name>{name}</Name>
          {progress && <span data-testid="partner-progress">{` · ${progress.swiped} of ${progress.total}`}</span>}
        </Label>
      </Pill>
      {/* Presence is worth hearing when it changes; every partner swipe would only interrupt the cards. */}
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {online ? `${name} is online` : `Waiting for ${name}`}
        </span>
      </VisuallyHidden>
    </>
  );
}
