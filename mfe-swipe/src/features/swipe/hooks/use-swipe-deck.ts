import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorText, useToast } from '@forkcast/shared-ui';
import type { Restaurant, Session, SwipeAction, SwipeResult } from '@forkcast/shared-ui/contracts';
import { useRecordSwipe } from '../api/record-swipe';
import type { SessionEnd } from '../lib/session-end';

/** Spec §9: the card flies out for 300 ms before the next one shows. */
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
  /** Place ids this user already swiped (a reload mid-session): those cards are skipped. */
  alreadySwiped: ReadonlySet<string>;
  reducedMotion: boolean;
  onEnd: (end: SessionEnd) => void;
}

/**
 * The deck of one /swipe visit: which card is up, the fling in progress, and what a swipe answer
 * means for the session (spec §4 "Swiping"). A card is sent once: while its swipe is in flight every
 * other like/pass (a second tap, a key, a drag) is ignored, and a failure keeps the card up.
 */
export function useSwipeDeck({ session, userId, alreadySwiped, reducedMotion, onEnd }: Options) {
  const cards = useMemo<DeckCard[]>(
    () =>
      session.restaurants
        .map((restaurant, index) => ({ restaurant, position: index + 1 }))
        .filter((card) => !alreadySwiped.has(card.restaurant.placeId)),
    [session.restaurants, alreadySwiped],
  );
  const partnered = Boolean(session.partnershipId);
  const [cursor, setCursor] = useState(0);
  const [exit, setExit] = useState<ExitDirection | null>(null);
  // Partnered and finished first: the 'You're Done!' overlay until the partner finishes.
  const [waiting, setWaiting] = useState(() => partnered && cards.length === 0);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const record = useRecordSwipe(session.id);
  const { toast } = useToast();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A solo deck already swiped to the end (reload after the last card): the session is over.
  useEffect(() => {
    if (!partnered && cards.length === 0) onEnd({ kind: 'solo' });
  }, [partnered, cards.length, onEnd]);

  const handleResult = useCallback(
    (result: SwipeResult, wasLast: boolean) => {
      if (result.solo) {
        if (result.userCompleted || wasLast) onEnd({ kind: 'solo' });
        return;
      }
      if (result.match) onEnd({ kind: 'match', restaurantId: result.match.placeId });
      else if (result.bothCompleted) onEnd({ kind: 'no-match' });
      else if (result.userCompleted || wasLast) setWaiting(true);
    },
    [onEnd],
  );

  const current = cards[cursor] ?? null;
  // The cards after this one, in order: their details are read ahead while this one is up.
  const upcoming = useMemo(() => cards.slice(cursor + 1).map((card) => card.restaurant), [cards, cursor]);

  const swipe = useCallback(
    async (action: SwipeAction) => {
      if (!current || inFlight.current) return;
      inFlight.current = true;
      setExit(action === 'like' ? 'right' : 'left');
      const flight = reducedMotion
        ? Promise.resolve()
        : new Promise<void>((resolve) => setTimeout(resolve, CARD_ANIMATION_MS));
      try {
        const [result] = await Promise.all([
          record.mutateAsync({ userId, restaurantId: current.restaurant.placeId, action, position: current.position }),
          flight,
        ]);
        if (!mounted.current) return;
        setExit(null);
        setCursor((value) => value + 1);
        handleResult(result, cursor + 1 >= cards.length);
      } catch (error) {
        if (!mounted.current) return;
        // The card springs back: nothing was recorded, so it is still this card's turn.
        setExit(null);
        toast({ title: 'Error', description: errorText(error, 'Failed to record swipe'), variant: 'destructive' });
      } finally {
        inFlight.current = false;
      }
    },
    [current, reducedMotion, record, userId, handleResult, cursor, cards.length, toast],
  );

  return { current, upcoming, total: session.restaurants.length, exit, waiting, swipe };
}
