import { renderWithProviders } from '@forkcast/test-utils';
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { routes } from '../routes';

describe('swipe remote routes', () => {
  it('serves /swipe, /match, /no-match, /solo-complete and the guest’s room, /guest', () => {
    expect(routes.map((route) => route.path)).toEqual(['/swipe', '/match', '/no-match', '/solo-complete', '/guest']);
  });

  // /match shows its title only for a real match (features/match/__tests__); without one it goes home.
  it.each([
    ['/no-match', 'No Match'],
    ['/solo-complete', 'Session Complete!'],
  ])('%s shows its title (its screen is a chunk of its own)', async (path, title) => {
    const { Component } = routes.find((route) => route.path === path)!;
    renderWithProviders(
      <Suspense fallback={null}>
        <Component />
      </Suspense>,
      { route: path },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
