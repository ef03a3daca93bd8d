import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Globe, MapPin, Phone, Star } from 'lucide-react';
import { Badge, StackList, VisuallyHidden } from '@forkcast/design-system';
import type { RestaurantInsights } from '@forkcast/contracts';
import { formatRating, listedPriceDollars } from '@forkcast/contracts/domain';
import { RestaurantPhoto } from '@forkcast/design-system/restaurant-photo';
import { restaurantPhotoUrl } from '../lib/photo-url';
import { safeWebsiteHref, websiteLabel } from '../lib/website-label';
import { AiInsights } from './ai-insights';
import { OpeningHours } from './opening-hours';

const Photo = styled(RestaurantPhoto)`
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const FactsRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const StarIcon = styled(Star)`
  color: ${({ theme }) => theme.colors.accent};
  fill: ${({ theme }) => theme.colors.accent};
`;

const Contacts = styled(StackList)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Contact = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.control.minTarget};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* The row is 44 px tall; the link fills its height so a thumb anywhere on the row's line reaches it. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.control.minTarget};
    min-width: ${({ theme }) => theme.control.minTarget};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
`;

const Attribution = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  details: RestaurantInsights;
  /** The favourite heart, placed beside the facts. */
  favorite: ReactNode;
}

/** Everything the dialog shows once the details are in (docs/product.md › Screens › Restaurant details). */
export function RestaurantDetailsBody({ details, favorite }: Props) {
  const { name, photoReference, cuisineType, priceLevel, rating, vicinity, phoneNumber, website } = details;
  const websiteHref = website ? safeWebsiteHref(website) : null;

  return (
    <>
      <Photo src={restaurantPhotoUrl(photoReference)} name={name} />
      <FactsRow>
        <Facts>
          <Badge tone="primary">{cuisineType}</Badge>
          {/* Only a listed price: '$$' for an unknown one would read as a fact. */}
          {listedPriceDollars(priceLevel) && (
            <Fact>
              <VisuallyHidden>Price: </VisuallyHidden>
              <span data-testid="details-price">{listedPriceDollars(priceLevel)}</span>
            </Fact>
          )}
          <Fact>
            {rating !== null && <StarIcon size={16} aria-hidden="true" />}
            {rating !== null && <VisuallyHidden>Rating: </VisuallyHidden>}
            <span data-testid="details-rating">{formatRating(rating)}</span>
          </Fact>
        </Facts>
        {favorite}
      </FactsRow>
      {(vicinity || phoneNumber || website) && (
        <Contacts $gap={1} aria-label="Address and contact">
          {vicinity && (
            <Contact>
              <MapPin size={16} aria-hidden="true" />
              <span>{vicinity}</span>
            </Contact>
          )}
          {phoneNumber && (
            <Contact>
              <Phone size={16} aria-hidden="true" />
              <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>
            </Contact>
          )}
          {website && (
            <Contact>
              <Globe size={16} aria-hidden="true" />
              {websiteHref ? (
                <a href={websiteHref} target="_blank" rel="noopener noreferrer">
                  {websiteLabel(websiteHref)}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              ) : (
                <span>{website}</span>
              )}
            </Contact>
          )}
        </Contacts>
      )}
      <OpeningHours lines={details.openingHours} openNow={details.openNow} />
      <AiInsights insights={details.insights} />
      {details.attribution && <Attribution>{details.attribution}</Attribution>}
    </>
  );
}
