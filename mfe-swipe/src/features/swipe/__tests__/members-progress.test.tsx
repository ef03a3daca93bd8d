// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { activeSessionEntered, createAppStore, liveEventActions } from '@forkcast/live-store';
import { MembersProgress } from '../components/members-progress';

/* A group room's strip, every other member's presence and progress ('Alex · 7 of 20'). */

const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const JO = '33333333-3333-4333-8333-333333333333';
const members = [
  { userId: ME, name: 'Alex', swiped: 3, total: 20 },
  { userId: SAM, name: 'Sam', swiped: 7, total: 20 },
  { userId: JO, name: 'Jo', swiped: 0, total: 20 },
];

it('shows the others from the session read, then moves them live; never this user', async () => {
  const store = createAppStore();
  store.dispatch(activeSessionEntered({ sessionId: 's1', userId: ME, partnerProgress: null }));
  renderWithProviders(<MembersProgress sessionId="s1" userId={ME} members={members} />, { store });
  const strip = screen.getByRole('list', { name: 'Group progress' });
  const chips = () =>
    within(strip)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(chips()).toEqual(['Sam · 7 of 20', 'Jo · 0 of 20']);
  expect(within(strip).getByRole('img', { name: 'Sam away' })).toBeInTheDocument();

  act(() => {
    store.dispatch(liveEventActions.partner_swipe({ sessionId: 's1', userId: JO, swiped: 12, total: 20 }));
    store.dispatch(liveEventActions.partner_status({ sessionId: 's1', userId: SAM, status: 'online' }));
  });
  expect(chips()).toEqual(['Sam · 7 of 20', 'Jo · 12 of 20']);
  expect(within(strip).getByRole('img', { name: 'Sam online' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 of 2 others swiping now');
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  store.dispose();
});
