import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShieldAlert } from 'lucide-react';
import { PageColumn, ScreenTitle } from '@forkcast/design-system';
import { paths } from '@forkcast/api-client';

export function AccessDenied() {
  return (
    <Column>
      <ShieldAlert size={48} aria-hidden="true" />
      <ScreenTitle>Access Denied</ScreenTitle>
      <Message>You don&apos;t have permission to access this page</Message>
      <HomeLink to={paths.home}>Back to Home</HomeLink>
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

// A link, not a button: it goes somewhere. Styled like the primary button and at least 44 px tall to tap.
const HomeLink = styled(Link)`
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

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
