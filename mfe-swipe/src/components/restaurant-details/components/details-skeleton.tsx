import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@forkcast/design-system';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Block = styled.div<{ $height: string; $width?: string }>`
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The dialog's shape while the details (and the AI's reading, which can take a few seconds) load. */
export function DetailsSkeleton() {
  return (
    <Stack role="status" data-testid="details-skeleton">
      <VisuallyHidden>Loading restaurant details...</VisuallyHidden>
      <Block aria-hidden="true" $height="180px" />
      <Block aria-hidden="true" $height="20px" $width="60%" />
      <Block aria-hidden="true" $height="16px" $width="80%" />
      <Block aria-hidden="true" $height="16px" $width="50%" />
      <Block aria-hidden="true" $height="96px" />
    </Stack>
  );
}
