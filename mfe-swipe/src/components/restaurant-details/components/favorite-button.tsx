import styled from 'styled-components';
import { Heart } from 'lucide-react';
import { IconButton } from '@forkcast/design-system';

const HeartButton = styled(IconButton)<{ $saved: boolean }>`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};

  svg {
    fill: ${({ $saved }) => ($saved ? 'currentColor' : 'none')};
  }
`;

interface Props {
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
}

/**
 * The heart. Its name says what a press does ('Save to favorites' / 'Remove from favorites'); while a
 * request runs it is aria-disabled (not disabled) so keyboard focus stays on it.
 */
export function FavoriteButton({ saved, busy, onToggle }: Props) {
  return (
    <HeartButton
      label={saved ? 'Remove from favorites' : 'Save to favorites'}
      variant="outline"
      $saved={saved}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={onToggle}
    >
      <Heart size={22} aria-hidden="true" />
    </HeartButton>
  );
}
