import { useId } from 'react';
import styled from 'styled-components';
import { ExternalLink, MapPin, Star } from 'lucide-react';
import { Badge, Button, Card, CardTitle, VisuallyHidden } from '@forkcast/shared-ui';
import { formatRating, OSM_ATTRIBUTION, priceDollars, type RandomRestaurantResult } from '@forkcast/shared-ui/contracts';
import { webSearchUrl } from '../lib/web-search-url';
import { RestaurantPhoto } from './restaurant-photo';

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StarIcon = styled(Star)`
  color: ${({ theme }) => theme.colors.accent};
  fill: ${({ theme }) => theme.colors.accent};
`;

const Vicinity = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    margin-top: 2px;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

// A link, because it navigates (to a new tab); drawn like the outline button beside it.
const InfoLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Attribution = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

interface Props {
  restaurant: RandomRestaurantResult;
  onSpinAgain: () => void;
}

/** Spec §2 /randomizer result view 'Your Random Pick!'. */
export function RandomPickResult({ restaurant, onSpinAgain }: Props) {
  const headingId = useId();
  const { name, cuisineType, priceLevel, rating, vicinity, photoUrl } = restaurant;

  return (
    <>
      <Card as="section" aria-labelledby={headingId}>
        <CardTitle id={headingId}>Your Random Pick!</CardTitle>
        <RestaurantPhoto src={photoUrl} name={name} />
        <Name>{name}</Name>
        <Facts>
          <Badge tone="primary">{cuisineType}</Badge>
          <Fact>
            <VisuallyHidden>Price: </VisuallyHidden>
            <span data-testid="pick-price">{priceDollars(priceLevel)}</span>
          </Fact>
          <Fact>
            {rating !== null && <StarIcon size={16} aria-hidden="true" />}
            {rating !== null && <VisuallyHidden>Rating: </VisuallyHidden>}
            <span data-testid="pick-rating">{formatRating(rating)}</span>
          </Fact>
        </Facts>
        {vicinity && (
          <Vicinity>
            <MapPin size={16} aria-hidden="true" />
            <span>{vicinity}</span>
          </Vicinity>
        )}
        <Actions>
          <Button type="button" onClick={onSpinAgain}>
            Spin Again
          </Button>
          <InfoLink href={webSearchUrl(name, vicinity)} target="_blank" rel="noopener noreferrer">
            View Info
            <ExternalLink size={16} aria-hidden="true" />
          </InfoLink>
        </Actions>
      </Card>
      <Attribution>{restaurant.attribution || OSM_ATTRIBUTION}</Attribution>
    </>
  );
}
