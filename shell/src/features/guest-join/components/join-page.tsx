import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Users } from 'lucide-react';
import { Button, Card, CardContent, PageColumn, ScreenTitle, Subtitle } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import { errorText, isRateLimited } from '@forkcast/api-client';
import { GUEST_NAME_MAX, GUEST_NAME_MESSAGE, PRODUCT_NAME, paths, withoutControlCharacters } from '@forkcast/contracts/domain';
import { WelcomeFrame, WelcomeLogo } from '../../../components/welcome-frame';
import { useJoinAsGuest } from '../api/join-as-guest';

/**
 * /join/<token> (docs/product.md › Guests): someone without an account joins a partner or group session by
 * the link a member shared. A first name and 'Join'; then the room (/guest), swiping with everyone.
 */
export function JoinPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const join = useJoinAsGuest();
  const [firstName, setFirstName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's name rules, checked here first so the common mistake needs no round trip.
    const name = withoutControlCharacters(firstName).trim();
    if (name.length < 1 || name.length > GUEST_NAME_MAX) {
      setError(GUEST_NAME_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      await join.mutateAsync({ token, firstName: name });
      navigate(paths.guest, { replace: true });
    } catch (failure) {
      if (isRateLimited(failure)) return;
      setError(errorText(failure, 'Could not join. Please try again.'));
    }
  };

  return (
    <PageColumn>
      <WelcomeFrame>
        <WelcomeLogo aria-hidden="true">
          <Users size={28} strokeWidth={2.5} />
        </WelcomeLogo>
        <ScreenTitle>Join the table</ScreenTitle>
        <Subtitle>{`Swipe restaurants with your friends on ${PRODUCT_NAME}. No account needed.`}</Subtitle>
        <Card>
          <CardContent>
            <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Join as a guest">
              <TextField
                label="Your first name"
                name="firstName"
                autoComplete="given-name"
                maxLength={GUEST_NAME_MAX}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
                error={error}
                // The page's one field: typing can start at once.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
              />
              <Button type="submit" fullWidth size="lg" loading={join.isPending}>
                Join
              </Button>
            </Form>
          </CardContent>
        </Card>
      </WelcomeFrame>
    </PageColumn>
  );
}

const Form = styled.form`
  text-align: left;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
