import { useId } from 'react';
import styled from 'styled-components';
import { PlaceFacts, StackList } from '@forkcast/design-system';
import type { Restaurant } from '@forkcast/contracts';
import { ViewDetailsButton } from './view-details-button';

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

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {restaurants.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        <StackList $gap={2}>
          {restaurants.map((restaurant) => (
            <Item key={restaurant.placeId}>
              <Header>
                <Name>{restaurant.name}</Name>
                {onViewDetails && (
                  <ViewDetailsButton name={restaurant.name} onClick={() => onViewDetails(restaurant.placeId)} />
                )}
              </Header>
              <PlaceFacts
                cuisine={restaurant.cuisineType}
                priceLevel={restaurant.priceLevel}
                rating={restaurant.rating}
                vicinity={restaurant.vicinity}
              />
            </Item>
          ))}
        </StackList>
      )}
    </Section>
  );
}
