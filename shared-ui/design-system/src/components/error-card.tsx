import styled from 'styled-components';
import { CardContent } from './card';

/**
 * The inside of a card that reports a failed load: an icon (danger-coloured), a title, the message and the
 * ways out, centred in a column. Shell's session results page and the admin dashboard show it. Its own entry
 * point (@forkcast/design-system/error-card): the first screens never show it.
 */
export const ErrorCardBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;

  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The error's own words, muted; a long unbroken one (an id, a URL) wraps rather than widening the card. */
export const ErrorCardMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
