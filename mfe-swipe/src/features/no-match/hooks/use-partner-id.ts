import { useQuery } from '@tanstack/react-query';
import { partnershipsQuery } from '@forkcast/api-client';
import { otherPartner } from '@forkcast/contracts/domain';

/**
 * The other member of a partnered session. Sessions don't name their members, but they name the
 * partnership, and the partner list (shared with home and settings) does.
 */
export function usePartnerId(userId: string | undefined, partnershipId: string | null | undefined): string | undefined {
  const partnerships = useQuery({ ...partnershipsQuery(userId ?? ''), enabled: Boolean(userId && partnershipId) });
  const partnership = partnerships.data?.find((candidate) => candidate.id === partnershipId);
  return partnership && userId ? otherPartner(partnership, userId).id : undefined;
}
