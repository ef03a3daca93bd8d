import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAppDispatch, useAppSelector } from '@forkcast/live-store';
import {
  deckDealt,
  deckLeft,
  deckShown,
  swipeDeck,
  swipeRecorded,
  swipeSent,
  swipeSettled,
  swipeUndone,
  type DeckSwipes,
} from '../stores/swipe-deck-slice';
import { errorText } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import type { Restaurant, Session, Swipe, SwipeAction, SwipeRef, SwipeResult } from '@forkcast/contracts';
import { swipesQuery } from '../../../api/get-swipes';
import { haptic } from '../../../lib/haptics';
import { useRecordSwipe } from '../api/record-swipe';
import { useUndoSwipe } from '../api/undo-swipe';
import { isConnectionFailure, readPendingSwipes } from '../lib/pending-swipes';
import type { SessionEnd } from '../lib/session-end';
import { usePendingSwipes } from './use-pending-swipes';

/** docs/product.md › Limits and constants: the card flies out for 300 ms before the next one shows. */
export const CARD_ANIMATION_MS = 300;

export interface DeckCard {
  restaurant: Restaurant;
  /** 1-based place in the dealt deck: what the server records, and what the progress shows. */
  position: number;
}

export type ExitDirection = 'left' | 'right';

interface Options {
  session: Session;
  userId: string;
  /** This user's swipes as the server has them when the screen opens: the deck resumes after them. */
  alreadySwiped: readonly Swipe[];
  reducedMotion: boolean;
  onEnd: (end: SessionEnd) => void;
}

/** The swipe an undo would take back: the newest one the server listed (the deck position breaks a tie). */
function newestSwipe(swipes: readonly Swipe[]): SwipeRef | null {
  let newest: Swipe | null = null;
  for (const swipe of swipes) {
    if (!newest) newest = swipe;
    else {
      const order = (swipe.createdAt ?? '').localeCompare(newest.createdAt ?? '');
      if (order > 0 || (order === 0 && swipe.position > newest.position)) newest = swipe;
    }
  }
  return newest ? { restaurantId: newest.restaurantId, action: newest.action, position: newest.position } : null;
}

function dealtFrom(sessionId: string, swipes: readonly Swipe[]): DeckSwipes {
  return { sessionId, swiped: swipes.map((swipe) => swipe.restaurantId), lastSwipe: newestSwipe(swipes) };
}

/** The server's swipes plus those still waiting to be sent (a reload while offline): both have left the deck. */
function withPending(dealt: DeckSwipes, pending: readonly SwipeRef[]): DeckSwipes {
  const waiting = pending.filter((swipe) => !dealt.swiped.includes(swipe.restaurantId));
  if (waiting.length === 0) return dealt;
  return { ...dealt, swiped: [...dealt.swiped, ...waiting.map((swipe) => swipe.restaurantId)], lastSwipe: waiting.at(-1)! };
}

/**
 * The deck of one /swipe visit (docs/product.md › Swiping): the card up is always the first one this user has
 * not swiped, so every way back into a session (Join Now, reload, back button, another tab) resumes
 * there, and an undo puts its card back on top. A card is sent once: while a swipe or an undo is in
 * flight every other like/pass/undo (a second tap, a key, a drag) is ignored; a failure keeps the card.
 * What is swiped lives in the store (swipe-deck-slice), where this user's other tabs' swipes and undos land
 * too: their cards leave or come back here without a request. A swipe the server already had (this deck was
 * behind) makes the deck read the user's swipes again.
 */
export function useSwipeDeck({ session, userId, alreadySwiped, reducedMotion, onEnd }: Options) {
  const deck = useMemo<DeckCard[]>(
    () => session.restaurants.map((restaurant, index) => ({ restaurant, position: index + 1 })),
    [session.restaurants],
  );
  const dispatch = useAppDispatch();
  // What the entry read said. Written to the store before this screen reads it: written by the mount's
  // effect instead, it changed what the room had rendered, and the whole room rendered again inside the
  // first commit's effects (a long task on a phone). Nothing else reads these swipes, so nothing else renders.
  const [dealt] = useState(() => {
    const initial = withPending(dealtFrom(session.id, alreadySwiped), readPendingSwipes(session.id));
    dispatch(deckDealt(initial));
    return initial;
  });
  const stored = useAppSelector(swipeDeck.selectors.selectDeckSwipes);
  const own = stored?.sessionId === session.id ? stored : dealt;
  const swiped = useMemo<ReadonlySet<string>>(() => new Set(own.swiped), [own.swiped]);
  const lastSwipe = own.lastSwipe;
  const remaining = useMemo(() => deck.filter((card) => !swiped.has(card.restaurant.placeId)), [deck, swiped]);
  const partnered = Boolean(session.partnershipId);
  const [exit, setExit] = useState<ExitDirection | null>(null);
  // Partnered and finished (here or in another tab): the 'You're Done!' overlay until the partner finishes.
  const waiting = partnered && remaining.length === 0;
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const record = useRecordSwipe(session.id);
  const takeBack = useUndoSwipe(session.id);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  // What an undo of the first waiting swipe brings back as the last swipe: the last one the server has.
  const lastSent = useRef<SwipeRef | null>(null);

  // Again after a remount (StrictMode, a return): leaving the room cleared the store's deck. The same
  // object as the first render's, so on entry nothing changes and nothing renders.
  useEffect(() => {
    dispatch(deckDealt(dealt));
  }, [dispatch, dealt]);

  /** The server already had a swipe this deck sent: another tab moved on. Its list is the truth. */
  const resync = useCallback(async () => {
    try {
      const swipes = await queryClient.fetchQuery(swipesQuery(session.id, userId));
      if (mounted.current) dispatch(deckDealt(dealtFrom(session.id, swipes)));
    } catch {
      // The deck stays as it is; the next repeat tries again.
    }
  }, [queryClient, session.id, userId, dispatch]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleResult = useCallback(
    (result: SwipeResult, wasLast: boolean) => {
      if (result.solo) {
        if (result.userCompleted || wasLast) onEnd({ kind: 'solo' });
        return;
      }
      if (result.match) onEnd({ kind: 'match', restaurantId: result.match.placeId });
      else if (result.bothCompleted) onEnd({ kind: 'no-match' });
      // Otherwise, finished or not, the deck says it: 'You're Done!' once nothing remains.
    },
    [onEnd],
  );

  const offline = usePendingSwipes({
    sessionId: session.id,
    send: (queued) => record.mutateAsync({ userId, ...queued }),
    onSent: (_queued, result, drained) => {
      if (!mounted.current) return;
      if (drained) lastSent.current = null;
      handleResult(result, false);
    },
    onRefused: (queued, error) => {
      if (!mounted.current) return;
      toast({ title: 'Error', description: errorText(error, 'Failed to record swipe'), variant: 'destructive' });
      // The server's list is the truth: the refused card comes back if the session still takes it.
      void resync();
    },
  });
  const queueing = offline.pending.length > 0;

  // A solo deck swiped to the end (on entry after the last card, or by another tab): the session is over,
  // once every swipe made offline has reached the server.
  const soloDone = !partnered && remaining.length === 0 && !queueing;
  useEffect(() => {
    if (soloDone) onEnd({ kind: 'solo' });
  }, [soloDone, onEnd]);

  const current = remaining[0] ?? null;

  // The deck's place in the store (mfe-swipe's injected slice), for whatever else reads it.
  const shownPosition = current?.position ?? deck.length + 1;
  useEffect(() => {
    dispatch(deckShown({ sessionId: session.id, position: shownPosition, total: deck.length }));
  }, [dispatch, session.id, shownPosition, deck.length]);
  useEffect(() => () => void dispatch(deckLeft()), [dispatch]);
  // The cards after this one, in order: their details are read ahead while this one is up.
  const upcoming = useMemo(() => remaining.slice(1).map((card) => card.restaurant), [remaining]);

  const swipe = useCallback(
    async (action: SwipeAction) => {
      if (!current || inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      haptic('swipe');
      const swipe = { restaurantId: current.restaurant.placeId, action, position: current.position };
      const previousLast = lastSwipe;
      /** No connection: the card leaves as usual and the swipe waits in the queue, sent when it returns. */
      const keepForLater = async (flown: boolean) => {
        if (!flown && !reducedMotion) await new Promise<void>((resolve) => setTimeout(resolve, CARD_ANIMATION_MS));
        if (!mounted.current) return;
        setExit(null);
        if (!offline.pending.length) lastSent.current = previousLast;
        dispatch(swipeRecorded({ sessionId: session.id, swipe }));
        offline.add(swipe);
      };
      // Under reduced motion nothing flies: the next card takes this one's place at once (it comes back if the
      // swipe fails). The last card stays until the answer says what comes after it.
      const advanceNow = reducedMotion && remaining.length > 1;
      if (advanceNow) dispatch(swipeRecorded({ sessionId: session.id, swipe }));
      else setExit(action === 'like' ? 'right' : 'left');
      dispatch(swipeSent());
      const flight = reducedMotion ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, CARD_ANIMATION_MS));
      try {
        // Swipes already wait (or the browser knows it is offline): this one joins them, in order.
        if (queueing || !navigator.onLine) {
          await flight;
          await keepForLater(true);
          return;
        }
        const result = await record.mutateAsync({ userId, restaurantId: current.restaurant.placeId, action, position: current.position });
        // A match ends the session at once, on both phones alike: the flight is not waited for.
        if (!result.match) await flight;
        if (!mounted.current) return;
        setExit(null);
        dispatch(swipeRecorded({ sessionId: session.id, swipe }));
        if (result.alreadySwiped) void resync();
        handleResult(result, remaining.length <= 1);
      } catch (error) {
        if (!mounted.current) return;
        if (isConnectionFailure(error)) {
          await flight;
          await keepForLater(true);
          return;
        }
        // The card springs back: nothing was recorded, so it is still this card's turn.
        setExit(null);
        if (advanceNow) dispatch(swipeUndone({ sessionId: session.id, undone: swipe, lastSwipe: previousLast }));
        toast({ title: 'Error', description: errorText(error, 'Failed to record swipe'), variant: 'destructive' });
      } finally {
        dispatch(swipeSettled());
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [
      current,
      lastSwipe,
      reducedMotion,
      record,
      userId,
      handleResult,
      remaining.length,
      toast,
      dispatch,
      session.id,
      resync,
      offline,
      queueing,
    ],
  );

  /**
   * Takes back the last swipe: its card comes back on top. The server decides whether it still may (a
   * partnered session that has ended, by a match or otherwise, refuses); its answer is the new state.
   */
  const undo = useCallback(async () => {
    if (!lastSwipe || inFlight.current) return;
    // The last swipe never left this phone: it comes off the queue, no request.
    if (queueing) {
      const taken = offline.takeLast();
      if (!taken) return;
      haptic('undo');
      const before = offline.pending.at(-2) ?? lastSent.current;
      dispatch(swipeUndone({ sessionId: session.id, undone: taken, lastSwipe: before }));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await takeBack.mutateAsync({ userId, restaurantId: lastSwipe.restaurantId });
      if (!mounted.current) return;
      haptic('undo');
      // undone null: another tab already took it back. Either way that card is unswiped now.
      dispatch(swipeUndone({ sessionId: session.id, undone: result.undone ?? lastSwipe, lastSwipe: result.lastSwipe }));
    } catch (error) {
      if (!mounted.current) return;
      toast({ title: "Couldn't undo", description: errorText(error, 'Failed to undo the last swipe'), variant: 'destructive' });
    } finally {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    }
  }, [lastSwipe, takeBack, userId, toast, dispatch, session.id, queueing, offline]);

  return {
    current,
    upcoming,
    total: deck.length,
    exit,
    waiting,
    swipe,
    undo,
    /** There is a swipe of this visit or an earlier one to take back. */
    canUndo: lastSwipe !== null,
    /** A swipe or an undo is in flight. */
    busy,
    /** Swipes made offline wait to be sent: the room says so, once, and keeps its buttons. */
    offline: queueing,
  };
}
