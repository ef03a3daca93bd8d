import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { errorText } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import { activeSessionChosen, activeSessionCleared, useAppDispatch, useAppStore } from '@forkcast/live-store';
import type { SoloActiveSession } from '@forkcast/contracts';
import { activeSessionQuery } from '../api/get-active-session';
import { useEndSessionMutation } from '../api/end-session';

/**
 * The user's own solo session in progress, as home's poll read it from the server: Continue makes it this
 * tab's active session (deck included) and goes swiping, where /swipe re-checks it and resumes at the next
 * unswiped card; End ends it for good on the server and drops it from this tab.
 */
export function useSoloSession(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const ending = useEndSessionMutation();

  const continueSession = ({ restaurantCount: _left, ...session }: SoloActiveSession) => {
    dispatch(activeSessionChosen({ session, userId }));
    navigate(paths.swipe);
  };

  const endSession = (sessionId: string) =>
    ending.mutateAsync(sessionId).then(
      () => {
        queryClient.setQueryData(activeSessionQuery(userId).queryKey, null);
        void queryClient.invalidateQueries({ queryKey: ['/api/sessions/user', userId] });
        if (store.getState().activeSession.session?.id === sessionId) dispatch(activeSessionCleared());
        toast({ title: 'Session ended' });
      },
      (error: unknown) => {
        // Over already (another tab or device ended or finished it): the next poll drops the card.
        void queryClient.invalidateQueries({ queryKey: activeSessionQuery(userId).queryKey });
        toast({ title: 'Failed to end session', description: errorText(error, 'Please try again'), variant: 'destructive' });
        throw error;
      },
    );

  return { continueSession, endSession, isEnding: ending.isPending };
}
