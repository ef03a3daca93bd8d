import { useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { AlertTriangle, MapPin, Navigation } from 'lucide-react';
import { Badge, PlaceFact, PlaceVicinity, RatingStar, StackList, VisuallyHidden, type BadgeTone } from '@forkcast/design-system';
import type { DietarySeverity, Restaurant } from '@forkcast/contracts';
import { formatRating, listedPriceDollars } from '@forkcast/contracts/domain';
import { OpeningStatusFact } from './opening-status-fact';
import { RestaurantPhoto } from '@forkcast/design-system/restaurant-photo';

const Article = styled.article<{ $fill: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  ${({ $fill }) =>
    $fill &&
    css`
      height: 100%;
      /* The photo gives way on short screens, so the name and facts always show. */
      & > :first-child {
        flex: none;
        max-height: 34vh;
        max-height: 34dvh;
      }
    `}
`;

const Body = styled.div<{ $fill: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $fill }) =>
    $fill &&
    css`
      flex: 1 1 auto;
      min-height: 0;
      overflow-y: auto;
      overscroll-behavior: contain;
      /*
       * A scroller takes every pan for itself (touch-action: auto), so a swipe card's horizontal drag that
       * started on the text would be cancelled by the browser. Vertical pans still scroll the text natively;
       * horizontal ones reach the card's gesture.
       */
      touch-action: pan-y;
    `}
`;

const Name = styled.h2`
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

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/* The description often arrives after the card: it fades in rather than popping, except under reduced motion. */
const AiDescription = styled.p`
  animation: ${fadeIn} ${({ theme }) => theme.motion.card} ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const AiLabel = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  vertical-align: 1px;
`;

const Warnings = styled(StackList)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Warning = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  svg {
    margin-top: 2px;
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Attribution = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SEVERITY_TONE: Record<DietarySeverity, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

/** Distance in miles to one decimal: 'x.x mi'; closer than that reads '< 0.1 mi', never '0.0 mi'. */
export function formatDistance(miles: number): string {
  return miles < 0.05 ? '< 0.1 mi' : `${miles.toFixed(1)} mi`;
}

interface Props {
  restaurant: Restaurant;
  /**
   * Fills its container's height (the swipe stage): a long description scrolls inside the card instead
   * of growing it, so nothing below the card moves. Focusable then, so the text scrolls by keyboard too.
   */
  fill?: boolean;
}

/**
 * One restaurant (docs/product.md › Swiping): photo, name, cuisine, price, rating, distance, vicinity, AI description
 * and dietary warnings. Shared by /swipe and /match, so it lives outside the features.
 */
export function RestaurantCard({ restaurant, fill = false }: Props) {
  const nameId = useId();
  const { name, photoUrl, cuisineType, priceLevel, rating, distance, vicinity, aiDescription, dietaryWarnings } = restaurant;

  return (
    <Article aria-labelledby={nameId} data-testid="restaurant-card" $fill={fill}>
      <RestaurantPhoto src={photoUrl} name={name} />
      <Body $fill={fill} tabIndex={fill ? 0 : undefined} data-testid="restaurant-card-body">
        <Name id={nameId}>{name}</Name>
        <Facts>
          <Badge tone="primary">{cuisineType}</Badge>
          {/* Only a listed price: '$$' for an unknown one would read as a fact. */}
          {listedPriceDollars(priceLevel) && (
            <PlaceFact>
              <VisuallyHidden>Price: </VisuallyHidden>
              <span data-testid="card-price">{listedPriceDollars(priceLevel)}</span>
            </PlaceFact>
          )}
          <PlaceFact>
            {rating !== null && <RatingStar size={16} aria-hidden="true" />}
            {rating !== null && <VisuallyHidden>Rating: </VisuallyHidden>}
            <span data-testid="card-rating">{formatRating(rating)}</span>
          </PlaceFact>
          <PlaceFact>
            <Navigation size={14} aria-hidden="true" />
            <VisuallyHidden>Distance: </VisuallyHidden>
            <span data-testid="card-distance">{formatDistance(distance)}</span>
          </PlaceFact>
          <OpeningStatusFact status={restaurant.openingStatus} />
        </Facts>
        {vicinity && (
          <PlaceVicinity>
            <MapPin size={16} aria-hidden="true" />
            <span>{vicinity}</span>
          </PlaceVicinity>
        )}
        {/* Filled by the AI layer when it has written one; nothing stands in for it until then. */}
        {aiDescription && (
          <AiDescription data-testid="card-ai-description">
            <AiLabel aria-hidden="true">AI</AiLabel>
            <VisuallyHidden>AI description: </VisuallyHidden>
            {aiDescription}
          </AiDescription>
        )}
        {dietaryWarnings.length > 0 && (
          <Warnings $gap={2} aria-label="Dietary warnings">
            {dietaryWarnings.map((warning) => (
              <Warning key={`${warning.restriction}-${warning.warning}`}>
                <AlertTriangle size={16} aria-hidden="true" />
                <span>
                  <Badge tone={SEVERITY_TONE[warning.severity]}>{warning.restriction}</Badge> {warning.warning}
                </span>
              </Warning>
            ))}
          </Warnings>
        )}
        {restaurant.attribution && <Attribution>{restaurant.attribution}</Attribution>}
      </Body>
    </Article>
  );
}
