import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorText, paths, useToast, writeActiveSession } from '@forkcast/shared-ui';
import { sessionQuery } from '../api/get-session';

/**
 * Join Now: fetch the partner's session as it is now, keep it (with its deck) for /swipe, go swiping.
 * /swipe re-checks the status itself, so a session that ended meanwhile is reported there.
 */
export function useJoinSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (sessionId: string) => queryClient.fetchQuery(sessionQuery(sessionId)),
    onSuccess: (session) => {
      writeActiveSession(session);
      navigate(paths.swipe);
    },
    onError: (error) =>
      toast({ title: 'Failed to join session', description: errorText(error, 'Please try again'), variant: 'destructive' }),
  });
  return { join: mutation.mutate, isJoining: mutation.isPending };
}
