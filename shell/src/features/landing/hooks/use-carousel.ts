import { useCallback, useState } from 'react';

/** Index state of a looping carousel with `count` slides. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  return { index, goTo, next, previous };
}
