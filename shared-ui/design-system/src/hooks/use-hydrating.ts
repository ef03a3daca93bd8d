import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders on the server or hydrates the page's HTML, false in every other render. What the
 * browser knows and the server does not (the buttons have handlers, a media query, the tab's storage) must
 * stay out of the first render of a hydrated screen: hydration leaves an attribute the client would render
 * differently as the server wrote it. React re-renders whatever read this as soon as hydration is done, and a
 * screen rendered in the browser from the start reads false at once.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
