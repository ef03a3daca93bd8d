import { useId } from 'react';
import styled from 'styled-components';
import { Badge, PlaceFacts, Spinner, StackList } from '@forkcast/design-system';
import { likedByText } from '@forkcast/contracts/domain';
import { ViewDetailsButton } from '../../../components/view-details-button';
import { useRanking } from '../api/get-ranking';

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
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  sessionId: string;
  onViewDetails: (placeId: string) => void;
}

/**
 * A group's results without a match: the places members liked, most liked first
 * ("3 of 4 liked"), with who liked each.
 */
export function GroupRanking({ sessionId, onViewDetails }: Props) {
  const headingId = useId();
  const ranking = useRanking(sessionId, true);
  return (
    <Section aria-labelledby={headingId} data-testid="group-ranking">
      <Heading id={headingId}>What the group liked</Heading>
      {ranking.isPending ? (
        <Spinner size={24} label="Loading the group's likes..." />
      ) : ranking.isError ? (
        <Muted>Failed to load the group&apos;s likes</Muted>
      ) : ranking.data.places.length === 0 ? (
        <Muted>Nobody liked a place this time.</Muted>
      ) : (
        <StackList $gap={2}>
          {ranking.data.places.map(({ restaurant, likes, likedBy }) => (
            <Item key={restaurant.placeId} data-testid="ranked-place">
              <Header>
                <Name>{restaurant.name}</Name>
                <ViewDetailsButton name={restaurant.name} onClick={() => onViewDetails(restaurant.placeId)} />
              </Header>
              <div>
                <Badge tone="neutral">{likedByText(likes, ranking.data.memberCount)}</Badge>
              </div>
              <PlaceFacts cuisine={restaurant.cuisineType} priceLevel={restaurant.priceLevel} rating={restaurant.rating} vicinity={restaurant.vicinity} />
              <Muted>{`Liked by ${likedBy.join(', ')}`}</Muted>
            </Item>
          ))}
        </StackList>
      )}
    </Section>
  );
}
