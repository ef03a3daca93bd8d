import styled from 'styled-components';
import { SpinnerRing } from './spinner';

const Centre = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** docs/product.md › Screens and routes (loading): a spinner with the visible text Loading... (the text doubles as its label). */
export function FullPageSpinner() {
  return (
    <Centre role="status" aria-live="polite">
      <SpinnerRing $size={40} aria-hidden="true" />
      <Text>Loading...</Text>
    </Centre>
  );
}
