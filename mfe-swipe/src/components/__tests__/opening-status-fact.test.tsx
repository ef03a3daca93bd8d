import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import type { OpeningStatus } from '@forkcast/contracts';
import { OpeningStatusFact } from '../opening-status-fact';

// As the gateway deals it at Friday 21:45 in Philadelphia (02:45Z): open 11:00–22:00 every day.
const dealt: OpeningStatus = {
  state: 'open',
  label: 'Open · closes 22:00',
  closesAt: '2025-01-18T03:00:00.000Z',
  opensAt: null,
  timeline: {
    timeZone: 'America/New_York',
    from: '2025-01-18T02:25:00.000Z',
    until: '2025-01-26T02:25:00.000Z',
    openAtFrom: true,
    changes: [
      { at: '2025-01-18T03:00:00.000Z', open: false },
      { at: '2025-01-18T16:00:00.000Z', open: true },
    ],
  },
};

afterEach(() => jest.useRealTimers());

describe('OpeningStatusFact', () => {
  it('says what is true when the card is shown, and keeps it current while it stays on screen', () => {
    jest.useFakeTimers({ now: new Date('2025-01-18T02:25:00Z') }); // 21:25
    renderWithProviders(<OpeningStatusFact status={dealt} />);
    expect(screen.getByTestId('card-opening')).toHaveTextContent('Open · closes 22:00');

    act(() => jest.advanceTimersByTime(10 * 60_000)); // 21:35
    expect(screen.getByTestId('card-opening')).toHaveTextContent('Closing soon · 22:00');
    act(() => jest.advanceTimersByTime(30 * 60_000)); // 22:05
    expect(screen.getByTestId('card-opening')).toHaveTextContent('Closed · opens tomorrow 11:00');
  });

  it('shows a status without a timeline as dealt, and nothing for a card dealt before statuses', () => {
    const unknown: OpeningStatus = { state: 'unknown', label: 'Hours not listed', closesAt: null, opensAt: null, timeline: null };
    const { unmount } = renderWithProviders(<OpeningStatusFact status={unknown} />);
    expect(screen.getByTestId('card-opening')).toHaveTextContent('Hours not listed');
    unmount();
    renderWithProviders(<OpeningStatusFact status={undefined} />);
    expect(screen.queryByTestId('card-opening')).toBeNull();
  });
});
