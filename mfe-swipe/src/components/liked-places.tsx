import { StackList } from '@forkcast/design-system';
import type { Restaurant } from '@forkcast/contracts';
import { PlaceListItem, PlaceListNote, PlaceListSection } from './place-list';

interface Props {
  title: string;
  restaurants: readonly Restaurant[];
  /** Shown instead of the list when nothing was liked. */
  emptyText: string;
  /** Adds a 'View details' button to each place (the restaurant details dialog). */
  onViewDetails?: (placeId: string) => void;
}

/** A titled list of liked places: the results screens' "You liked" / "Your partner liked". */
export function LikedPlaces({ title, restaurants, emptyText, onViewDetails }: Props) {
  return (
    <PlaceListSection title={title}>
      {restaurants.length === 0 ? (
        <PlaceListNote>{emptyText}</PlaceListNote>
      ) : (
        <StackList $gap={2}>
          {restaurants.map((restaurant) => (
            <PlaceListItem key={restaurant.placeId} restaurant={restaurant} onViewDetails={onViewDetails} />
          ))}
        </StackList>
      )}
    </PlaceListSection>
  );
}
