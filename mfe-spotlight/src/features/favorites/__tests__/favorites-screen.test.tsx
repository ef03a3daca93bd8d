import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { screen } from '@testing-library/react';
import { FavoritesScreen } from '../components/favorites-screen';
import { routes } from '../../../routes';

describe('/favorites frame', () => {
  it("shows the title 'Your Favorites'", () => {
    renderWithProviders(<FavoritesScreen />, { route: '/favorites' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Favorites' })).toBeInTheDocument();
  });

  it('the remote serves /spotlight, /favorites and /randomizer', () => {
    expect(routes.map((route) => route.path)).toEqual(['/spotlight', '/favorites', '/randomizer']);
  });
});
