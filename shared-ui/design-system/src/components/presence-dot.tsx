import styled from 'styled-components';

/**
 * The partner's presence as a dot, green while online: home's active session card and the swipe screen's partner
 * pill. Callers label it (role="img", aria-label) in their own words.
 */
export const PresenceDot = styled.span<{ $online: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.borderStrong)};
`;
