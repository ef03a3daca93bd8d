import styled from 'styled-components';
import { MapPinIcon as MapPin, StarIcon as Star } from '../icons/icons';
import { formatRating, listedPriceDollars } from '@forkcast/contracts/domain';
import { Badge } from './badge';
import { VisuallyHidden } from './visually-hidden';

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One fact of the line (icon, hidden label, value); the swipe card and its opening status build on it. */
export const PlaceFact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const RatingStar = styled(Star)`
  color: ${({ theme }) => theme.colors.accent};
  fill: ${({ theme }) => theme.colors.accent};
`;

/** The address line under the facts, its pin level with the first line. */
export const PlaceVicinity = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export interface PlaceFactsProps {
  cuisine: string | null;
  /** 1–4; unknown shows no price ('$$' would read as a fact). */
  priceLevel: number | null;
  /** 0–5 (already ÷ 10 for favourites); unknown shows 'No rating yet'. */
  rating: number | null;
  vicinity: string | null;
}

/**
 * Cuisine, price as dollar signs (when listed), rating to one decimal and vicinity: the fact lines of every place card
 * (swipe results, compromises, Spotlight, favourites, randomizer), written once.
 */
export function PlaceFacts({ cuisine, priceLevel, rating, vicinity }: PlaceFactsProps) {
  const price = listedPriceDollars(priceLevel);
  return (
    <>
      <Facts>
        {cuisine && <Badge tone="primary">{cuisine}</Badge>}
        {price && (
          <PlaceFact>
            <VisuallyHidden>Price: </VisuallyHidden>
            <span data-testid="place-price">{price}</span>
          </PlaceFact>
        )}
        <PlaceFact>
          {rating !== null && <RatingStar size={14} aria-hidden="true" />}
          {rating !== null && <VisuallyHidden>Rating: </VisuallyHidden>}
          <span data-testid="place-rating">{formatRating(rating)}</span>
        </PlaceFact>
      </Facts>
      {vicinity && (
        <PlaceVicinity>
          <MapPin size={14} aria-hidden="true" />
          <span>{vicinity}</span>
        </PlaceVicinity>
      )}
    </>
  );
}
