import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { MapPinOff } from 'lucide-react';
import { Button, countOf, Spinner } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import { errorText, isRateLimited } from '@forkcast/api-client';
import { OSM_ATTRIBUTION } from '@forkcast/contracts';
import { DataCredits } from '../../../components/data-credits';
import { EmptyText, PlaceList } from '../../../components/place-list';
import { useDiscoverRestaurants } from '../api/get-discover-restaurants';
import { DiscoverCard } from './discover-card';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  text-align: center;
`;

const StateTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const LocationIcon = styled(MapPinOff)`
  color: ${({ theme }) => theme.colors.primary};
`;

/** 'Showing N restaurants based on your preferences' (docs/product.md › Screens › Spotlight), singular for one. */
export function showingText(count: number): string {
  return `Showing ${countOf(count, 'restaurant')} based on your preferences`;
}

/**
 * Discover (docs/product.md › Screens › Spotlight). A failure reads 'Location Not Set' (docs/product.md › Error texts › Spotlight): without a saved
 * location the gateway has nowhere to look, and Settings is where that is fixed. A 429 is the one
 * exception: the location is fine, the user only has to wait (the server's message says how long).
 */
export function DiscoverPanel({ userId }: { userId: string | undefined }) {
  const discover = useDiscoverRestaurants(userId);
  const navigate = useNavigate();

  if (discover.isPending) {
    return (
      <Centered>
        <Spinner label="Finding new restaurants..." />
      </Centered>
    );
  }
  if (discover.isError && isRateLimited(discover.error)) {
    return (
      <Centered>
        <StateTitle>Too many requests</StateTitle>
        <Muted>{errorText(discover.error, 'Please try again later.')}</Muted>
        <Button variant="outline" loading={discover.isFetching} onClick={() => void discover.refetch()}>
          Try Again
        </Button>
      </Centered>
    );
  }
  if (discover.isError) {
    return (
      <Centered>
        <LocationIcon size={32} aria-hidden="true" />
        <StateTitle>Location Not Set</StateTitle>
        <Muted>Set your location in Settings to discover restaurants near you.</Muted>
        <Button onClick={() => navigate(paths.settings)}>Go to Settings</Button>
      </Centered>
    );
  }
  const places = discover.data;
  if (places.length === 0) return <EmptyText>All caught up!</EmptyText>;
  const credits = [...new Set(places.map((place) => place.attribution || OSM_ATTRIBUTION))];
  return (
    <>
      <Muted role="status">{showingText(places.length)}</Muted>
      <PlaceList aria-label="New restaurants">
        {places.map((place) => (
          <li key={place.placeId}>
            <DiscoverCard place={place} userId={userId!} />
          </li>
        ))}
      </PlaceList>
      <DataCredits credits={credits} />
    </>
  );
}
