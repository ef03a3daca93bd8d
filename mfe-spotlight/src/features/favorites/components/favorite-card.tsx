import { useId } from 'react';
import styled from 'styled-components';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Card, IconButton, LinkButton, PlaceFacts } from '@forkcast/design-system';
import { fromFavoriteRating, type Favorite } from '@forkcast/contracts';
import { formatDate } from '@forkcast/contracts/domain';
import { mapsSearchUrl } from '@forkcast/api-client/maps-url';
import { CardActions, CardTop, PlaceName } from '../../../components/place-list';

const Saved = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  favorite: Favorite;
  onRemove: (favorite: Favorite) => void;
}

/** One saved place (docs/product.md › Screens › Favorites): facts, saved date, open in maps, remove. */
export function FavoriteCard({ favorite, onRemove }: Props) {
  const nameId = useId();
  const { restaurantName: name, restaurantVicinity: vicinity } = favorite;
  return (
    <Card as="article" aria-labelledby={nameId}>
      <CardTop>
        <PlaceName id={nameId}>{name}</PlaceName>
        <IconButton label={`Remove ${name}`} onClick={() => onRemove(favorite)}>
          <Trash2 size={20} aria-hidden="true" />
        </IconButton>
      </CardTop>
      <PlaceFacts
        cuisine={favorite.restaurantCuisine}
        priceLevel={favorite.restaurantPrice}
        rating={fromFavoriteRating(favorite.restaurantRating)}
        vicinity={vicinity}
      />
      <Saved>Saved {formatDate(favorite.savedAt, 'short')}</Saved>
      <CardActions>
        {/* A link, because it navigates (to a new tab); drawn like the outline button. */}
        <LinkButton href={mapsSearchUrl({ name, vicinity })} target="_blank" rel="noopener noreferrer" variant="outline" size="md">
          Open in Maps
          <ExternalLink size={16} aria-hidden="true" />
        </LinkButton>
      </CardActions>
    </Card>
  );
}
