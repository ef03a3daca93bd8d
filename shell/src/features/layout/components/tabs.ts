import { Heart, House, Settings, Shuffle, Sparkles, type LucideIcon } from 'lucide-react';
import { paths } from '@forkcast/contracts/domain';

export interface TabDefinition {
  label: string;
  path: string;
  Icon: LucideIcon;
}

/** The bottom tab bar, in spec order. */
export const TABS: TabDefinition[] = [
  { label: 'Home', path: paths.home, Icon: House },
  { label: 'Spotlight', path: paths.spotlight, Icon: Sparkles },
  { label: 'Favorites', path: paths.favorites, Icon: Heart },
  { label: 'Randomizer', path: paths.randomizer, Icon: Shuffle },
  { label: 'Settings', path: paths.settings, Icon: Settings },
];

/**
 * A tab is active when the current path is its path or lies below it. Home ('/') would otherwise
 * match everything, so it is active only on the exact path.
 */
export function isTabActive(tabPath: string, pathname: string): boolean {
  if (tabPath === paths.home) return pathname === paths.home;
  return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
}
