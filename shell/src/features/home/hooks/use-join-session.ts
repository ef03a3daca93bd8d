import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { errorText, sessionQuery } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import { activeSessionChosen, useAppDispatch } from '@forkcast/live-store';

/**
 * Join Now: fetch the partner's session as it is now, make it the store's active session (with its deck), go swiping.
 * /swipe re-checks the status itself, so a session that ended meanwhile is reported there.
 */
export function useJoinSession(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  const mutation = useMutation({
    mutationFn: (sessionId: string) => queryClient.fetchQuery(sessionQuery(sessionId)),
    onSuccess: (session) => {
      dispatch(activeSessionChosen({ session, userId }));
      navigate(paths.swipe);
    },
    onError: (error) =>
      toast({ title: 'Failed to join session', description: errorText(error, 'Please try again'), variant: 'destructive' }),
  });
  return { join: mutation.mutate, isJoining: mutation.isPending };
}
