import { lazy, type ComponentType } from 'react';

type TabScreens = typeof import('./tab-screens');

let loaded: TabScreens | undefined;
const load = () => import('./tab-screens').then((module) => (loaded = module));

/**
 * The signed-in screens inside the layout (home, the layout itself with its bell and install banner) and the
 * session results page: a chunk of their own, so a full-screen page (the swipe room, prerendered) does not
 * wait for them. A page that shows them is loaded with them before its first render (start.tsx), and once
 * loaded they render without suspending.
 */
export function preloadTabScreens(): Promise<unknown> {
  return load();
}

function tabScreen(pick: (module: TabScreens) => ComponentType) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function TabScreen() {
    const Screen = loaded ? pick(loaded) : Lazy;
    return <Screen />;
  };
}

export const TabLayout = tabScreen((module) => module.TabLayout);
export const HomePage = tabScreen((module) => module.HomePage);
export const SessionResultsPage = tabScreen((module) => module.SessionResultsPage);
