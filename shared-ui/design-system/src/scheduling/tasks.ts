/*
 * Work that need not run in the task that asked for it. A phone runs a page's start-up 4x slower than a
 * desk, and every task over 50 ms there is time the page cannot answer a tap (Lighthouse's Total Blocking
 * Time). What a mount may start but nobody sees at once (a store write for later screens, a read-ahead, the
 * live connection) goes to a task of its own, so the commit's effect flush stays short. Each returns a
 * cancel, for an effect's cleanup.
 */

/** Runs `task` in a task of its own, as soon as the browser has handled what is queued (input first). */
export function nextTask(task: () => void): () => void {
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** Resolves in a task of its own: `await yieldToBrowser()` ends the current task, letting input and paint in. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}

/** Runs `task` when the browser is idle, and at the latest after `timeoutMs`. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}
