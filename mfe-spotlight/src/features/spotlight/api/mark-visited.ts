import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@forkcast/api-client';
import { markVisitedSchema, spotlightEntrySchema, type SpotlightEntry } from '@forkcast/contracts';
import { spotlightListsQueryKey } from './get-spotlight-entries';

/** PATCH /api/spotlight/:id {userId, status: 'visited'}: to_go → visited. */
export const markVisitedInputSchema = z.object({ id: z.string().min(1), userId: markVisitedSchema.shape.userId });
export type MarkVisitedInput = z.infer<typeof markVisitedInputSchema>;

export async function markVisited(input: MarkVisitedInput): Promise<SpotlightEntry> {
  const { id, userId } = markVisitedInputSchema.parse(input);
  const answer = await apiRequest<unknown>(
    'PATCH',
    `/api/spotlight/${encodeURIComponent(id)}`,
    markVisitedSchema.parse({ userId, status: 'visited' }),
  );
  return spotlightEntrySchema.parse(answer);
}

export function useMarkVisited() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markVisited,
    onSuccess: (_entry, { userId }) => queryClient.invalidateQueries({ queryKey: spotlightListsQueryKey(userId) }),
  });
}
