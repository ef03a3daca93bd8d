import { useEffect, useState } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Clock } from 'lucide-react';
import { PlaceFact, VisuallyHidden } from '@forkcast/design-system';
import type { OpeningStatus } from '@forkcast/contracts';
import { OPENING_SOON_MINUTES, currentOpeningStatus } from '@forkcast/contracts/domain';

/** The label is re-read this often, so 'Open · closes 22:00' turns 'Closing soon' at 21:30 on a card left open. */
const REFRESH_MS = 30_000;

type Tone = 'open' | 'soon' | 'closed' | 'unknown';

const TONE_COLOR: Record<Tone, (theme: DefaultTheme) => string> = {
  open: (theme) => theme.colors.success,
  soon: (theme) => theme.colors.warning,
  closed: (theme) => theme.colors.danger,
  unknown: (theme) => theme.colors.textMuted,
};

const Fact = styled(PlaceFact)<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => TONE_COLOR[$tone](theme)};
`;

/** 'Closing soon' and 'Opens soon' stand out from plain open and closed. */
function toneOf(status: OpeningStatus, now: Date): Tone {
  if (status.state === 'unknown') return 'unknown';
  const next = status.closesAt ?? status.opensAt;
  if (next && Date.parse(next) - now.getTime() <= OPENING_SOON_MINUTES * 60_000) return 'soon';
  return status.state;
}

/** The clock, re-read every REFRESH_MS while the card is on screen. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Open · closes 22:00" on a card: worked out for the moment the card is shown from
 * the week of hours the deal sent, on the place's clock. Nothing for restaurants dealt before statuses.
 */
export function OpeningStatusFact({ status }: { status: OpeningStatus | undefined }) {
  const now = useNow();
  const current = currentOpeningStatus(status, now);
  if (!current) return null;
  return (
    <Fact $tone={toneOf(current, now)}>
      <Clock size={14} aria-hidden="true" />
      <VisuallyHidden>Hours: </VisuallyHidden>
      <span data-testid="card-opening">{current.label}</span>
    </Fact>
  );
}
