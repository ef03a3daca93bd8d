import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SwipeRef, SwipeResult } from '@forkcast/contracts';
import { isConnectionFailure, readPendingSwipes, writePendingSwipes } from '../lib/pending-swipes';

/** While swipes wait, how often the queue tries again without an 'online' event (a captive portal, a flaky link). */
export const PENDING_RETRY_MS = 5_000;

interface Options {
  sessionId: string;
  /** Sends one swipe (POST /api/sessions/:id/swipe). */
  send: (swipe: SwipeRef) => Promise<SwipeResult>;
  /** The server recorded it (or already had it: the swipe is idempotent, so a resend is never counted twice). */
  onSent: (swipe: SwipeRef, result: SwipeResult, drained: boolean) => void;
  /** The server answered and refused it (the session ended meanwhile, say): it is dropped. */
  onRefused: (swipe: SwipeRef, error: unknown) => void;
}

/**
 * The swipes made while offline (docs/product.md › Swiping): each card left the deck as usual, and its swipe
 * waits here until the connection returns, then goes out in order, one at a time. Sent on the window's
 * 'online' event, on mount (a reload), and every PENDING_RETRY_MS while any wait.
 */
export function usePendingSwipes({ sessionId, send, onSent, onRefused }: Options) {
  const [pending, setPending] = useState<SwipeRef[]>(() => readPendingSwipes(sessionId));
  // The queue as the send loop sees it between renders.
  const queue = useRef(pending);
  const sending = useRef(false);
  const [flushing, setFlushing] = useState(false);
  const callbacks = useRef({ send, onSent, onRefused });
  callbacks.current = { send, onSent, onRefused };

  const update = useCallback(
    (next: SwipeRef[]) => {
      queue.current = next;
      writePendingSwipes(sessionId, next);
      setPending(next);
    },
    [sessionId],
  );

  const add = useCallback((swipe: SwipeRef) => update([...queue.current, swipe]), [update]);

  /** An undo of a swipe that never left: it comes off the queue. Null while the queue is being sent. */
  const takeLast = useCallback((): SwipeRef | null => {
    const last = queue.current.at(-1);
    if (!last || sending.current) return null;
    update(queue.current.slice(0, -1));
    return last;
  }, [update]);

  const flush = useCallback(async () => {
    if (sending.current || queue.current.length === 0) return;
    sending.current = true;
    setFlushing(true);
    try {
      while (queue.current.length > 0) {
        const next = queue.current[0]!;
        try {
          const result = await callbacks.current.send(next);
          update(queue.current.slice(1));
          callbacks.current.onSent(next, result, queue.current.length === 0);
        } catch (error) {
          // Still offline: the queue waits for the next 'online' event or retry.
          if (isConnectionFailure(error)) return;
          update(queue.current.slice(1));
          callbacks.current.onRefused(next, error);
        }
      }
    } finally {
      sending.current = false;
      setFlushing(false);
    }
  }, [update]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, PENDING_RETRY_MS);
    if (navigator.onLine) retry();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [waiting, flush]);

  // One object per change of the queue: the deck's swipe and undo callbacks depend on it.
  return useMemo(() => ({ pending, add, takeLast, flushing }), [pending, add, takeLast, flushing]);
}
