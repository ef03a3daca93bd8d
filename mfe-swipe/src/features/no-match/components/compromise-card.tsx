import styled from 'styled-components';
import { Heart } from 'lucide-react';
import { PlaceFacts } from '@forkcast/design-system';
import { shownPriceLevel, type Compromise } from '@forkcast/contracts';
import { RestaurantPhoto } from '@forkcast/design-system/restaurant-photo';
import { DirectionsLink } from '../../../components/directions-link';
import { ViewDetailsButton } from '../../../components/view-details-button';

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Photo = styled(RestaurantPhoto)`
  aspect-ratio: 16 / 7;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const LikedBy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface Props {
  compromise: Compromise;
  /** The place's address from the session's deck, so Directions find the right branch (null: by name only). */
  vicinity?: string | null;
  onViewDetails: (placeId: string) => void;
}

/** One AI compromise (docs/product.md › Entities (Compromise)): a place one partner liked, and why it may suit both. */
export function CompromiseCard({ compromise, vicinity = null, onViewDetails }: Props) {
  const { placeId, name, photoUrl, cuisineType, rating, likedBy, reason } = compromise;
  return (
    <Item data-testid="compromise-card">
      <Photo src={photoUrl} name={name} />
      <Body>
        <Name>{name}</Name>
        {/* The payload's stand-in 2 for an unknown price (priceKnown false) shows as no price, as on every card. */}
        <PlaceFacts cuisine={cuisineType} priceLevel={shownPriceLevel(compromise)} rating={rating} vicinity={null} />
        <LikedBy>
          <Heart size={14} aria-hidden="true" />
          Liked by {likedBy}
        </LikedBy>
        <Reason>{reason}</Reason>
        <Actions>
          <ViewDetailsButton name={name} onClick={() => onViewDetails(placeId)} />
          <DirectionsLink place={{ name, vicinity }} />
        </Actions>
      </Body>
    </Item>
  );
}
