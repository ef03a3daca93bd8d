import { createContext, useContext, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, sessionQuery } from '@forkcast/api-client';
import { nextTask } from '@forkcast/design-system';
import { activeSessionChosen, useAppDispatch } from '@forkcast/live-store';
import type { SwipeRoomData, User } from '@forkcast/contracts';
import { SWIPE_ROOM_DATA_ID } from '@forkcast/contracts/domain';
import { restaurantQueryKey } from '../../../api/get-restaurant';
import { swipesQueryKey } from '../../../api/get-swipes';

/**
 * The room the gateway prerendered into this page (static.router.ts): the server renderer hands it in
 * (server/render-swipe-room.tsx), the browser reads it from the page's JSON data block. Undefined: read
 * the page.
 */
export const PrerenderedRoomContext = createContext<SwipeRoomData | null | undefined>(undefined);

/** The page's data block, parsed; null when there is none (or it does not parse). */
function readPageRoom(): SwipeRoomData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SWIPE_ROOM_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SwipeRoomData;
  } catch {
    return null;
  }
}

/**
 * The session, deck and swipes the page arrived with, when this screen is the one the page was prerendered
 * for (its first /swipe, for the signed-in user): the gateway read them from the database for this very
 * request, so they need no second check or fetch. Once shown, the room becomes the store's active session
 * (a later return, Join Now, the tab's snapshot) and seeds the query cache with the session, the swipes and
 * the next card's details when the page has them. The entry check's status query is not seeded: a later
 * entry must ask the server again.
 */
export function usePrerenderedRoom(): SwipeRoomData | null {
  const given = useContext(PrerenderedRoomContext);
  const queryClient = useQueryClient();
  const [room] = useState(() => {
    const candidate = given !== undefined ? given : readPageRoom();
    // Read, not subscribed: the page's user is known before any screen renders (inlined beside the room).
    const user = queryClient.getQueryData<User | null>(currentUserQueryKey);
    const shown = candidate && user && candidate.user.id === user.id ? candidate : null;
    // Seeded before anything reads them: no screen observes these queries yet, so nothing re-renders, and
    // the first commit's effects are spared the writes (idempotent, so a second call changes nothing).
    if (shown) {
      queryClient.setQueryData(sessionQuery(shown.session.id).queryKey, shown.session);
      queryClient.setQueryData(swipesQueryKey(shown.session.id, shown.user.id), shown.swipes);
      // The next card's details, when the page has them: the card is whole in the HTML, and no answer
      // arriving after start-up renders it again.
      if (shown.card) queryClient.setQueryData(restaurantQueryKey(shown.card.placeId), shown.card);
    }
    return shown;
  });
  const dispatch = useAppDispatch();

  useEffect(() => {
    // The page's room is this page load's first /swipe only: coming back later goes through the entry check.
    if (given === undefined) document.getElementById(SWIPE_ROOM_DATA_ID)?.remove();
    if (!room) return;
    const { session, user: owner } = room;
    // In a task of its own: every store listener runs on it (the live connection, the tab's snapshot), and
    // the first commit's effects are a long task on a phone already.
    return nextTask(() => dispatch(activeSessionChosen({ session, userId: owner.id })));
  }, [given, room, dispatch]);

  return room;
}
