import styled from 'styled-components';

const Pill = styled.p<{ $online: boolean }>`
  align-self: center;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  background: ${({ $online, theme }) => ($online ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.textMuted)};
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.borderStrong)};
`;

/** Partnered sessions only: whether the partner is on the live channel right now. */
export function PartnerStatus({ online }: { online: boolean }) {
  return (
    // Polite: a partner coming and going is worth hearing, never worth interrupting a card for.
    <Pill $online={online} aria-live="polite" data-testid="partner-status">
      <Dot $online={online} aria-hidden="true" />
      {online ? 'Partner online' : 'Waiting for partner...'}
    </Pill>
  );
}
