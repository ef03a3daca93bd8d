import { useState } from 'react';
import styled from 'styled-components';
import { UtensilsCrossed } from 'lucide-react';
import { CARD_PHOTO_SIZES, photoSrcSet } from '@forkcast/contracts/domain';

const Box = styled.div`
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryStrong};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* A dragged swipe card must not start the browser's own image drag. */
  -webkit-user-drag: none;
  user-select: none;
`;

export interface RestaurantPhotoProps {
  src: string | null;
  name: string;
  /** Size of the illustration drawn when there is no photo. */
  fallbackSize?: number;
  /** Lets a screen change the frame (proportions, corners): styled(RestaurantPhoto). */
  className?: string;
  /** How wide the photo is drawn, for the browser's pick from the photo's widths (a card's by default). */
  sizes?: string;
}

/**
 * The place's photo, or a plate-and-cutlery illustration when there is none or it fails to load: the swipe
 * cards and the randomizer's pick. Its own entry point (@forkcast/design-system/restaurant-photo): the shell's first
 * screens show no photo.
 */
export function RestaurantPhoto({ src, name, fallbackSize = 64, className, sizes = CARD_PHOTO_SIZES }: RestaurantPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  /* A source photo comes in several widths (the gateway answers AVIF or WebP): a phone downloads what its screen
     draws. srcSet and sizes precede src, so the browser never starts the fallback URL first. */
  const srcSet = photoSrcSet(src);
  return (
    <Box className={className}>
      {showPhoto && src ? (
        <Img
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          src={src}
          alt={`Photo of ${name}`}
          draggable={false}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <UtensilsCrossed size={fallbackSize} aria-hidden="true" data-testid="photo-fallback" />
      )}
    </Box>
  );
}
