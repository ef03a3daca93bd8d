// First, so its jsdom shims (TextEncoder) exist before react-router-dom loads.
import { renderWithProviders } from '../render-with-providers';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { createQueryClient } from '@forkcast/api-client';

function Probe() {
  const location = useLocation();
  const theme = useTheme();
  const { data } = useQuery<string>({ queryKey: ['/api/greeting'], enabled: false });
  return (
    <p>
      {location.pathname}
      {location.search} | {theme.layout.columnMaxWidth} | {data ?? 'none'}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('starts the router at the given route and provides theme and toaster', () => {
    renderWithProviders(<Probe />, { route: '/no-match?sessionId=s1' });
    expect(screen.getByText('/no-match?sessionId=s1 | 430px | none')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('uses a given query client and returns it', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/greeting'], 'hello');
    const view = renderWithProviders(<Probe />, { queryClient });
    expect(view.queryClient).toBe(queryClient);
    expect(screen.getByText('/ | 430px | hello')).toBeInTheDocument();
  });

  it('returns a user-event instance', async () => {
    const { user } = renderWithProviders(<button type="button">Tap</button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tap' })).toHaveFocus();
  });
});
