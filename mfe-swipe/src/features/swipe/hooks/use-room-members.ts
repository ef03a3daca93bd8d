import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@forkcast/api-client';
import type { Session } from '@forkcast/contracts';
import { liveEventActions, useAppStore } from '@forkcast/live-store';

/**
 * Who is in the room: the session's members as entry read them, read again whenever the room hears that
 * someone joined by a guest link or was taken out (session_members). A pair becomes a group when a guest
 * joins, so undefined (a pair) can turn into the list.
 */
export function useRoomMembers(session: Session): Session['members'] {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const [members, setMembers] = useState(session.members);
  const sessionId = session.id;

  useEffect(() => {
    let live = true;
    const stop = store.startListening({
      actionCreator: liveEventActions.session_members,
      effect: async ({ payload }) => {
        if (payload.sessionId.toLowerCase() !== sessionId.toLowerCase()) return;
        try {
          const fresh = await queryClient.fetchQuery(sessionQuery(sessionId));
          if (live) setMembers(fresh.members);
        } catch {
          // The next change reads it again; the strip keeps who it had.
        }
      },
    });
    return () => {
      live = false;
      stop();
    };
  }, [store, queryClient, sessionId]);

  return members;
}
