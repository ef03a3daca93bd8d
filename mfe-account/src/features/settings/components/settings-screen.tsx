import styled from 'styled-components';
import { FullPageSpinner, PageColumn, ScreenTitle, Subtitle } from '@forkcast/shared-ui';
import { useRequireAuth } from '../hooks/use-require-auth';
import { SignOutButton } from './sign-out-button';

/**
 * /settings. For now only the account actions; the profile, subscription, partners, location and
 * dining sections (spec §2 /settings) arrive as further sections of this screen.
 */
export function SettingsScreen() {
  const { user } = useRequireAuth();
  if (!user) return <FullPageSpinner />;

  return (
    <PageColumn>
      <ScreenTitle>Settings</ScreenTitle>
      <Subtitle>Manage your account</Subtitle>
      <Sections>
        <section aria-label="Account">
          <SignOutButton />
        </section>
      </Sections>
    </PageColumn>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
`;
