import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import { SignInPage } from '../components/sign-in-page';
import { assignLocation } from '../../../lib/browser-location';
import { LocationProbe } from '../../../testing/location-probe';
import { stubFetch } from '../../../testing/fetch-stub';

jest.mock('../../../lib/browser-location', () => ({ assignLocation: jest.fn() }));
const assignLocationMock = jest.mocked(assignLocation);

const EMAIL = 'sam@example.com';

function renderSignIn(route = '/auth') {
  return renderWithProviders(
    <>
      <SignInPage />
      <LocationProbe />
    </>,
    { route },
  );
}

async function startEmail(user: ReturnType<typeof renderSignIn>['user']) {
  await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
}

async function reachCodeStep(user: ReturnType<typeof renderSignIn>['user']) {
  await startEmail(user);
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  return screen.findByLabelText('6-digit code');
}

beforeEach(() => assignLocationMock.mockReset());

describe('sign-in options', () => {
  it('sends the browser to /api/auth/google', async () => {
    stubFetch({});
    const { user } = renderSignIn();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assignLocationMock).toHaveBeenCalledWith('/api/auth/google');
  });

  it('keeps ?returnTo for Google, as the e-mail code does (a signed-out admin lands back on /admin)', async () => {
    stubFetch({});
    const { user } = renderSignIn('/auth?returnTo=%2Fadmin%3Fq%3Dann');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assignLocationMock).toHaveBeenCalledWith('/api/auth/google?returnTo=%2Fadmin%3Fq%3Dann');
  });

  it('sends no returnTo to Google for another site', async () => {
    stubFetch({});
    const { user } = renderSignIn('/auth?returnTo=%2F%2Fevil.test');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assignLocationMock).toHaveBeenCalledWith('/api/auth/google');
  });

  it('?error=google_failed keeps ?returnTo in the cleaned address', async () => {
    stubFetch({});
    renderSignIn('/auth?error=google_failed&returnTo=%2Fadmin');
    expect(await screen.findByText('Google Sign-In Failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\?returnTo=%2Fadmin$/));
  });

  it('shows Apple sign-in as clearly unavailable', () => {
    stubFetch({});
    renderSignIn();
    const apple = screen.getByRole('button', { name: /Continue with Apple/ });
    expect(apple).toBeDisabled();
    expect(apple).toHaveTextContent('Coming soon');
  });

  it('?error=google_failed shows the toast and resets the address to /auth', async () => {
    stubFetch({});
    renderSignIn('/auth?error=google_failed');
    expect(await screen.findByText('Google Sign-In Failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem signing in with Google. Please try another sign-in method.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });
});

describe('e-mail one-time code', () => {
  it('requires an e-mail address', async () => {
    const api = stubFetch({});
    const { user } = renderSignIn();
    await startEmail(user);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Failed to send code' when the request fails", async () => {
    stubFetch({ 'POST /api/auth/email/request-otp': { status: 500, body: 'boom' } });
    const { user } = renderSignIn();
    await startEmail(user);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send code')).toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('keeps only digits (at most 6) and enables Verify only at 6 digits', async () => {
    const api = stubFetch({ 'POST /api/auth/email/request-otp': { body: { success: true } } });
    const { user } = renderSignIn();
    const code = await reachCodeStep(user);
    expect(api.callsTo('POST /api/auth/email/request-otp')[0]!.body).toEqual({ email: EMAIL });
    expect(code).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveAttribute('autoComplete', 'one-time-code');

    const verify = screen.getByRole('button', { name: 'Verify Code' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a-3 4');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(code, '5678');
    expect(code).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it("an empty code gets 'Code Required'", async () => {
    stubFetch({ 'POST /api/auth/email/request-otp': { body: {} } });
    const { user } = renderSignIn();
    const code = await reachCodeStep(user);
    await user.type(code, '{Enter}');
    expect(await screen.findByText('Code Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the 6-digit code')).toBeInTheDocument();
  });

  it("a rejected code gets 'Invalid code' and no reload", async () => {
    stubFetch({
      'POST /api/auth/email/request-otp': { body: {} },
      'POST /api/auth/email/verify-otp': { status: 400, body: { message: 'Invalid or expired code' } },
    });
    const { user } = renderSignIn();
    const code = await reachCodeStep(user);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(assignLocationMock).not.toHaveBeenCalled();
  });

  it("too many tries (429) shows the server's message, not 'Invalid code'", async () => {
    const message = 'Too many requests. Please try again in 2 minutes.';
    stubFetch({
      'POST /api/auth/email/request-otp': { body: {} },
      'POST /api/auth/email/verify-otp': { status: 429, body: { message } },
    });
    const { user } = renderSignIn();
    const code = await reachCodeStep(user);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(screen.queryByText('Invalid code')).not.toBeInTheDocument();
  });

  it('verifies {email, otp} and fully reloads to /', async () => {
    const api = stubFetch({
      'POST /api/auth/email/request-otp': { body: {} },
      'POST /api/auth/email/verify-otp': { body: { success: true } },
    });
    const { user } = renderSignIn();
    const code = await reachCodeStep(user);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(assignLocationMock).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /api/auth/email/verify-otp')[0]!.body).toEqual({ email: EMAIL, otp: '123456' });
  });

  it('after verifying, goes back to the same-site path in ?returnTo, and home for any other', async () => {
    for (const [returnTo, expected] of [
      ['/admin?page=2&q=ann', '/admin?page=2&q=ann'],
      ['//evil.test/admin', '/'],
      ['/\\evil.test', '/'],
      ['https://evil.test/admin', '/'],
      ['javascript:alert(1)', '/'],
      ['/\t/evil.test', '/'],
    ]) {
      assignLocationMock.mockReset();
      stubFetch({
        'POST /api/auth/email/request-otp': { body: {} },
        'POST /api/auth/email/verify-otp': { body: { success: true } },
      });
      const { user, unmount } = renderSignIn(`/auth?returnTo=${encodeURIComponent(returnTo!)}`);
      const code = await reachCodeStep(user);
      await user.type(code, '123456{Enter}');
      await waitFor(() => expect(assignLocationMock).toHaveBeenCalledWith(expected));
      unmount();
    }
  });

  it("'Resend Code' requests a new code and returns to a cleared code entry", async () => {
    const api = stubFetch({ 'POST /api/auth/email/request-otp': { body: {} } });
    const { user } = renderSignIn();
    const code = await reachCodeStep(user);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/email/request-otp')).toHaveLength(2));
    expect(await screen.findByLabelText('6-digit code')).toHaveValue('');
    // The screen looks the same after a resend, so a toast confirms it (not after the first send).
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    expect(screen.getByText(`A new code is on its way to ${EMAIL}`)).toBeInTheDocument();
  });

  it('says nothing extra on the first send', async () => {
    stubFetch({ 'POST /api/auth/email/request-otp': { body: {} } });
    const { user } = renderSignIn();
    await reachCodeStep(user);
    expect(screen.queryByText('Code sent')).not.toBeInTheDocument();
  });

  it('lets the user change the e-mail address', async () => {
    stubFetch({ 'POST /api/auth/email/request-otp': { body: {} } });
    const { user } = renderSignIn();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  });
});
