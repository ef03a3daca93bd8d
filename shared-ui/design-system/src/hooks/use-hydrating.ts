import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * `clientValue` in the browser, `serverValue` on the server and while React hydrates the page's HTML. What the
 * browser knows and the server does not (a media query, the tab's storage) must stay out of the first render of
 * a hydrated screen: hydration leaves an attribute the client would render differently as the server wrote it.
 * Right after hydration React re-renders the component, at once and in one go, but only when the two values
 * differ: use it in the smallest component that needs it, not in a screen.
 */
export function useClientValue<T>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => clientValue,
    () => serverValue,
  );
}

/**
 * True while React renders on the server or hydrates the page's HTML, false in every other render (a screen
 * rendered in the browser from the start reads false at once).
 */
export function useHydrating(): boolean {
  return useClientValue(false, true);
}
