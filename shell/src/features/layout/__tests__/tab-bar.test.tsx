import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import { TabBar } from '../components/tab-bar';
import { isTabActive } from '../components/tabs';

describe('isTabActive', () => {
  it('makes Home active only on the exact path /', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/', '/settings')).toBe(false);
    expect(isTabActive('/', '/spotlight')).toBe(false);
  });

  it('makes other tabs active on their path and below it, not on look-alike prefixes', () => {
    expect(isTabActive('/spotlight', '/spotlight')).toBe(true);
    expect(isTabActive('/spotlight', '/spotlight/discover')).toBe(true);
    expect(isTabActive('/settings', '/settingsx')).toBe(false);
    expect(isTabActive('/favorites', '/')).toBe(false);
  });
});

describe('TabBar', () => {
  it('lists the five tabs in order with labels', () => {
    renderWithProviders(<TabBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Spotlight', 'Favorites', 'Randomizer', 'Settings']);
  });

  it.each([
    ['/', 'Home'],
    ['/spotlight', 'Spotlight'],
    ['/favorites', 'Favorites'],
    ['/randomizer', 'Randomizer'],
    ['/settings', 'Settings'],
  ])('at %s marks only %s as the current page', (route, label) => {
    renderWithProviders(<TabBar />, { route });
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', route);
  });
});
