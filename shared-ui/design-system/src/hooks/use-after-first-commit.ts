import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../scheduling/tasks';

/**
 * False in a component's first render, true from a render a task later (a transition, so it renders in
 * slices): for the parts of a screen below its first view, so the screen's first commit, and the effects
 * after it, stay short on a phone. What it shows must add to the page below what is there, not move it.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => nextTask(() => startTransition(() => setAfter(true))), []);
  return after;
}
