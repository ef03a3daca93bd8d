import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PlaceFacts } from '@forkcast/design-system';
import type { Restaurant } from '@forkcast/contracts';
import { ViewDetailsButton } from './view-details-button';

/**
 * The results screens' lists of places (what each person liked, what a group liked): a titled section of
 * cards with the place's facts and, where the details dialog is at hand, a 'View details' button.
 */
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A quiet line: an empty list's text, a load error, who liked a place. */
export const PlaceListNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SectionProps {
  title: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** The titled section; its heading names it for assistive technology. */
export function PlaceListSection({ title, children, 'data-testid': testId }: SectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Section>
  );
}

interface ItemProps {
  restaurant: Restaurant;
  /** Adds a 'View details' button (the restaurant details dialog). */
  onViewDetails?: (placeId: string) => void;
  /** Between the name and the facts: a badge such as "3 of 4 liked". */
  badge?: ReactNode;
  /** Under the facts: a note such as who liked it. */
  footer?: ReactNode;
  'data-testid'?: string;
}

export function PlaceListItem({ restaurant, onViewDetails, badge, footer, 'data-testid': testId }: ItemProps) {
  return (
    <Item data-testid={testId}>
      <Header>
        <Name>{restaurant.name}</Name>
        {onViewDetails && <ViewDetailsButton name={restaurant.name} onClick={() => onViewDetails(restaurant.placeId)} />}
      </Header>
      {badge !== undefined && <div>{badge}</div>}
      <PlaceFacts
        cuisine={restaurant.cuisineType}
        priceLevel={restaurant.priceLevel}
        rating={restaurant.rating}
        vicinity={restaurant.vicinity}
      />
      {footer}
    </Item>
  );
}
