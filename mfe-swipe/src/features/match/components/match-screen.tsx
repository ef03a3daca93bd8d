import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Globe, Info, Navigation, Phone } from 'lucide-react';
import { Button, PageColumn, ScreenTitle, Spinner } from '@forkcast/design-system';
import { PRODUCT_NAME, matchLeadText, paths } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';
import { mapsDirectionsUrl } from '@forkcast/api-client/maps-url';
import { HomeButton } from '../../../components/home-button';
import { RestaurantCard } from '../../../components/restaurant-card';
import { ShareResultButton } from '../../../components/share-result-button';
// The details dialog is a widget every results screen opens; it is the one feature the others use.
import { useRestaurantInsights, LazyRestaurantDetailsDialog, safeWebsiteHref } from '../../../components/restaurant-details';
import { useMatchedRestaurant } from '../hooks/use-matched-restaurant';
import { telUrl } from '../lib/tel-url';
import { ActionLink } from './action-link';
import { ConfettiHearts } from './confetti-hearts';

const Title = styled(ScreenTitle)`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * /match?sessionId=&restaurantId= (docs/product.md › Screens › Match): the matched place, with 3 s of hearts, and what the two of
 * them do next: directions, a call when the place has a phone, its website when known, Share (the public result
 * page), the details. A link that doesn't name a
 * real match of this user goes home: no confetti for nothing.
 */
export function MatchScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const matched = useMatchedRestaurant(params.get('sessionId') ?? undefined, params.get('restaurantId') ?? undefined);
  const { user } = useCurrentUser();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const placeId = matched.state === 'found' ? matched.restaurant.placeId : '';
  // The phone number and website come with the place's details (read once, shared with the details dialog).
  const details = useRestaurantInsights(placeId, matched.state === 'found').data;
  const phone = details?.phoneNumber ?? null;
  const tel = phone ? telUrl(phone) : null;
  const website = details?.website ? safeWebsiteHref(details.website) : null;
  const sessionId = params.get('sessionId');

  useEffect(() => {
    if (matched.state === 'not-a-match') navigate(paths.home, { replace: true });
  }, [matched.state, navigate]);

  if (matched.state === 'loading' || matched.state === 'not-a-match') {
    return (
      <PageColumn>
        <Spinner size={32} label="Loading match..." />
      </PageColumn>
    );
  }

  return (
    <PageColumn>
      <ConfettiHearts />
      <Title>IT&apos;S A MATCH!</Title>
      <Lead>{matchLeadText(matched.memberCount)}</Lead>
      {matched.state === 'missing' && <Lead>We couldn&apos;t load the matched restaurant.</Lead>}
      {matched.state === 'found' && <RestaurantCard restaurant={matched.restaurant} />}
      <Actions>
        {matched.state === 'found' && (
          // A new tab, so the match stays open behind the directions.
          <ActionLink $variant="primary" href={mapsDirectionsUrl(matched.restaurant)} target="_blank" rel="noopener noreferrer">
            <Navigation size={18} aria-hidden="true" />
            Directions
          </ActionLink>
        )}
        {matched.state === 'found' && tel && phone && (
          <ActionLink $variant="outline" href={tel}>
            <Phone size={18} aria-hidden="true" />
            Call {phone}
          </ActionLink>
        )}
        {matched.state === 'found' && website && (
          <ActionLink $variant="outline" href={website} target="_blank" rel="noopener noreferrer">
            <Globe size={18} aria-hidden="true" />
            Website
          </ActionLink>
        )}
        {matched.state === 'found' && sessionId && (
          <ShareResultButton
            sessionId={sessionId}
            title={`${matched.restaurant.name} · ${PRODUCT_NAME}`}
            text={`We're going to ${matched.restaurant.name}`}
          />
        )}
        {matched.state === 'found' && (
          <Button variant="outline" size="lg" fullWidth onClick={() => setDetailsOpen(true)}>
            <Info size={18} aria-hidden="true" />
            View details
          </Button>
        )}
        <HomeButton />
      </Actions>
      {matched.state === 'found' && (
        <LazyRestaurantDetailsDialog
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          restaurantId={matched.restaurant.placeId}
          userId={user?.id}
        />
      )}
    </PageColumn>
  );
}
