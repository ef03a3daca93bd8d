import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { screen } from '@testing-library/react';
import { SpotlightScreen } from '../components/spotlight-screen';

describe('/spotlight frame', () => {
  it("shows the title and the three tabs 'To Go', 'Visited', 'Discover', without made-up entries", async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const { user } = renderWithProviders(<SpotlightScreen />, { route: '/spotlight' });

    expect(screen.getByRole('heading', { level: 1, name: 'Spotlight' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['To Go', 'Visited', 'Discover']);
    expect(screen.getByRole('tab', { name: 'To Go' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Discover' }));
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
