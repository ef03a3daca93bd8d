import { lazy, type ComponentType } from 'react';
import { yieldToBrowser } from '@forkcast/design-system';

/** A screen's chunk, loaded once; `loaded` holds its module from then on, so it renders without suspending. */
function screenChunk<M>(importer: () => Promise<M>) {
  const chunk = {
    loaded: undefined as M | undefined,
    load: () => importer().then((module) => (chunk.loaded = module)),
  };
  return chunk;
}

const layout = screenChunk(() => import('./tab-layout'));
const home = screenChunk(() => import('../features/home/components/home-page'));
const results = screenChunk(() => import('../features/session-results/components/session-results-page'));

/**
 * The signed-in screens inside the layout (home, the layout itself with its bell and install banner) and the
 * session results page: chunks of their own, so a full-screen page (the swipe room, prerendered) does not
 * wait for them. A page that shows them is loaded with the layout and home before its first render
 * (start.tsx), one a task after the other: evaluated together they were one 110 ms task under Lighthouse's 4x
 * slowdown. The results page, a notification's landing, loads when it is opened.
 */
export async function preloadTabScreens(): Promise<unknown> {
  await layout.load();
  await yieldToBrowser();
  return home.load();
}

function tabScreen<M>(chunk: ReturnType<typeof screenChunk<M>>, pick: (module: M) => ComponentType) {
  const Lazy = lazy(() => chunk.load().then((module) => ({ default: pick(module) })));
  return function TabScreen() {
    const Screen = chunk.loaded ? pick(chunk.loaded) : Lazy;
    return <Screen />;
  };
}

export const TabLayout = tabScreen(layout, (module) => module.TabLayout);
export const HomePage = tabScreen(home, (module) => module.HomePage);
export const SessionResultsPage = tabScreen(results, (module) => module.SessionResultsPage);
