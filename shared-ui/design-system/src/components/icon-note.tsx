import styled from 'styled-components';

/**
 * A line of text led by an icon, on a rounded panel: the account's "cancels on …" banner and onboarding's chosen
 * place. Screens add the panel's colours with styled(IconNote). Its own entry point (@forkcast/design-system/icon-note):
 * the first screens don't show it.
 */
export const IconNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
`;
