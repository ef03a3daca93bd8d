import { Badge, Spinner, StackList } from '@forkcast/design-system';
import { likedByNamesText, likedByText } from '@forkcast/contracts/domain';
import { DirectionsLink } from '../../../components/directions-link';
import { PlaceListItem, PlaceListNote, PlaceListSection } from '../../../components/place-list';
import { useRanking } from '../api/get-ranking';

interface Props {
  sessionId: string;
  onViewDetails: (placeId: string) => void;
}

/**
 * A group's results without a match: the places members liked, most liked first
 * ("3 of 4 liked"), with who liked each.
 */
export function GroupRanking({ sessionId, onViewDetails }: Props) {
  const ranking = useRanking(sessionId, true);
  return (
    <PlaceListSection title="What the group liked" data-testid="group-ranking">
      {ranking.isPending ? (
        <Spinner size={24} label="Loading the group's likes..." />
      ) : ranking.isError ? (
        <PlaceListNote>Failed to load the group&apos;s likes</PlaceListNote>
      ) : ranking.data.places.length === 0 ? (
        <PlaceListNote>Nobody liked a place this time.</PlaceListNote>
      ) : (
        <StackList $gap={2}>
          {ranking.data.places.map(({ restaurant, likes, likedBy }) => (
            <PlaceListItem
              key={restaurant.placeId}
              data-testid="ranked-place"
              restaurant={restaurant}
              onViewDetails={onViewDetails}
              badge={<Badge tone="neutral">{likedByText(likes, ranking.data.memberCount)}</Badge>}
              footer={
                <>
                  <PlaceListNote>{likedByNamesText(likedBy)}</PlaceListNote>
                  <div>
                    <DirectionsLink place={restaurant} />
                  </div>
                </>
              }
            />
          ))}
        </StackList>
      )}
    </PlaceListSection>
  );
}
