import styled from 'styled-components';

/** The line under a ScreenTitle. */
export const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
