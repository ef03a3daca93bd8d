import { useState } from 'react';
import styled from 'styled-components';
import { UtensilsCrossed } from 'lucide-react';

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
  /* A dragged card must not start the browser's own image drag. */
  -webkit-user-drag: none;
  user-select: none;
`;

interface Props {
  src: string | null;
  name: string;
  /** Lets a place with less room (the details dialog) change the frame's proportions. */
  className?: string;
}

/** The place's photo, or a plate-and-cutlery illustration when there is none or it fails to load. */
export function RestaurantPhoto({ src, name, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  return (
    <Box className={className}>
      {showPhoto && src ? (
        <Img src={src} alt={`Photo of ${name}`} draggable={false} onError={() => setFailedSrc(src)} />
      ) : (
        <UtensilsCrossed size={64} aria-hidden="true" data-testid="photo-fallback" />
      )}
    </Box>
  );
}
