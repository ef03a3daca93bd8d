import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, LinkButton, PageColumn, theme } from '@forkcast/design-system';
import { mapsDirectionsUrl } from '@forkcast/api-client/maps-url';
import { PRODUCT_NAME, joinNames } from '@forkcast/contracts/domain';
import type { Restaurant, SharedResultPage } from '@forkcast/contracts';

/** What the page says, and what a chat's preview of its link says (title, description). */
export interface SharedResultText {
  title: string;
  description: string;
  heading: string;
  lead: string;
}

/** The texts of /r/<token>: the match, the top pick of a round without one, a round nobody liked anything in, or a dead link. */
export function sharedResultText({ result }: Pick<SharedResultPage, 'result'>): SharedResultText {
  if (!result) {
    const lead = 'This link does not open a result. Ask whoever sent it for a new one.';
    return { title: `Link not found · ${PRODUCT_NAME}`, description: 'This link does not open a result.', heading: 'Link not found', lead };
  }
  const { restaurant, names } = result;
  if (!restaurant) {
    return {
      title: `No pick this time · ${PRODUCT_NAME}`,
      description: `They swiped together on ${PRODUCT_NAME} and didn't pick a place this time.`,
      heading: 'No pick this time',
      lead: 'Nobody liked a place in this round.',
    };
  }
  const who = names.length > 0 ? joinNames(names) : null;
  const match = result.kind === 'match';
  const heading = match ? "It's a match!" : 'Top pick';
  const lead = match
    ? `${who ?? 'They'} matched on ${restaurant.name}.`
    : `${result.likes} of ${result.memberCount} liked ${restaurant.name}${who ? ` (${who})` : ''}.`;
  return {
    title: `${restaurant.name} · ${heading} on ${PRODUCT_NAME}`,
    description: [lead, restaurant.vicinity].filter(Boolean).join(' '),
    heading,
    lead,
  };
}

const Column = styled(PageColumn)`
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(8)};
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Place = styled.article`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: 200px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PlaceBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
  }
`;

const Credit = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

function PlaceCard({ restaurant, photo }: { restaurant: Restaurant; photo: string | null }) {
  const rating = restaurant.rating !== null ? `★ ${restaurant.rating.toFixed(1)}` : 'No rating yet';
  const facts = [restaurant.cuisineType, rating].filter(Boolean).join(' · ');
  return (
    <Place>
      {photo && <Photo src={photo} alt="" />}
      <PlaceBody>
        <h2>{restaurant.name}</h2>
        <Muted>{facts}</Muted>
        {restaurant.vicinity && <Muted>{restaurant.vicinity}</Muted>}
        {/* The credit the data's licence asks for wherever the place is shown. */}
        {restaurant.attribution && <Credit>{restaurant.attribution}</Credit>}
      </PlaceBody>
    </Place>
  );
}

/**
 * /r/<token> (docs/product.md › Screens › Shared result): the place and who picked it, for anyone holding the
 * link, with no app scripts and no sign-in. Nothing else of the session: no e-mail, no id, no one else's choices.
 */
export function SharedResultDocument({ page }: { page: SharedResultPage }) {
  const { heading, lead } = sharedResultText(page);
  const restaurant = page.result?.restaurant ?? null;
  const open = (
    <LinkButton href={page.home} variant={restaurant ? 'outline' : 'primary'} size="lg" fullWidth>
      Open {PRODUCT_NAME}
    </LinkButton>
  );
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Column>
        <Brand>{PRODUCT_NAME}</Brand>
        <Heading>{heading}</Heading>
        <Muted>{lead}</Muted>
        {restaurant && <PlaceCard restaurant={restaurant} photo={page.photo} />}
        <Actions>
          {restaurant && (
            <LinkButton href={mapsDirectionsUrl(restaurant)} rel="noopener noreferrer" size="lg" fullWidth>
              Directions
            </LinkButton>
          )}
          {open}
        </Actions>
      </Column>
    </ThemeProvider>
  );
}
