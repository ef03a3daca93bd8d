import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShieldAlert } from 'lucide-react';
import { PageColumn, ScreenTitle } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';

interface Props {
  /** Signed out: where "Sign in" leads (sign-in, then back to this very address). */
  signInTo?: string;
}

/**
 * The spec's text for a non-admin and for a visitor who is not signed in (docs/product.md › Admin). The
 * latter may well be an admin whose session ended: "Sign in" brings them back here, query and all.
 */
export function AccessDenied({ signInTo }: Props) {
  return (
    <Column>
      <ShieldAlert size={48} aria-hidden="true" />
      <ScreenTitle>Access Denied</ScreenTitle>
      <Message>You don&apos;t have permission to access this page</Message>
      <Actions>
        {signInTo && <ActionLink to={signInTo}>Sign in</ActionLink>}
        <ActionLink to={paths.home} $secondary={Boolean(signInTo)}>
          Back to Home
        </ActionLink>
      </Actions>
    </Column>
  );
}

const Column = styled(PageColumn)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 70vh;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

// Links, not buttons: they go somewhere. Styled like the primary (or outline) button, at least 44 px tall to tap.
const ActionLink = styled(Link)<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  ${({ $secondary, theme }) =>
    $secondary &&
    `
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};

    &:hover {
      background: ${theme.colors.surface};
    }
  `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
