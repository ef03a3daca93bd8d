import { useId } from 'react';
import styled from 'styled-components';
import { ExternalLink } from 'lucide-react';
import { Button, Card, CardTitle, PlaceFacts } from '@forkcast/design-system';
import { OSM_ATTRIBUTION, shownPriceLevel, type RandomRestaurantResult } from '@forkcast/contracts';
import { webSearchUrl } from '../lib/web-search-url';
import { RestaurantPhoto } from '@forkcast/design-system/restaurant-photo';

/** The pick's photo sits inside a card: wider, with rounded corners. */
const Photo = styled(RestaurantPhoto)`
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
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
  /** The minimum rating the spin asked for (1 = any). */
  minRating: number;
  onSpinAgain: () => void;
}

/**
 * The gateway leaves unrated places out under a minimum rating wherever places nearby are rated; an
 * unrated pick under a minimum therefore means nothing nearby has a rating (the offline catalog), and
 * the user is told so rather than left wondering why "3.0 and up" brought "No rating yet".
 */
export const MIN_RATING_NOT_APPLIED = "Places near you have no ratings yet, so the minimum rating couldn't be applied.";

const RatingNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** docs/product.md › Screens › Randomizer result view 'Your Random Pick!'. */
export function RandomPickResult({ restaurant, minRating, onSpinAgain }: Props) {
  const headingId = useId();
  const { name, cuisineType, rating, vicinity, photoUrl } = restaurant;

  return (
    <>
      <Card as="section" aria-labelledby={headingId}>
        <CardTitle id={headingId}>Your Random Pick!</CardTitle>
        <Photo src={photoUrl} name={name} fallbackSize={56} />
        <Name>{name}</Name>
        {/* The payload's stand-in 2 for an unknown price (priceKnown false) shows as no price, as on every card. */}
        <PlaceFacts cuisine={cuisineType} priceLevel={shownPriceLevel(restaurant)} rating={rating} vicinity={vicinity} />
        {rating === null && minRating > 1 && <RatingNote>{MIN_RATING_NOT_APPLIED}</RatingNote>}
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
