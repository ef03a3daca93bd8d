// First: the shared test helper installs the jsdom shims react-router needs at import time.
import '../../../testing/settings-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { reply } from '../../../testing/mock-api';
import { ENDPOINTS, bodiesOf, renderLoadedSettings, settingsUser, stubSettingsApi } from '../../../testing/settings-fixtures';

const OLD_EMAIL = 'ada@example.com';
const NEW_EMAIL = 'ada@new.example';
const CODE = '482913';
const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in 2 minutes.';

beforeEach(() => window.sessionStorage.clear());

/**
 * The gateway's side of the contract, kept as state: a PUT with another address only starts the
 * change, the code makes it the account's, DELETE drops it.
 */
function stubEmailChangeApi({ pendingEmail = null as string | null } = {}, overrides: Parameters<typeof stubSettingsApi>[0] = {}) {
  const account = { email: OLD_EMAIL, pendingEmail, emailVerified: true };
  const current = () => settingsUser({ ...account });
  const api = stubSettingsApi({
    [ENDPOINTS.auth]: () => reply(200, current()),
    [ENDPOINTS.update]: (init) => {
      const { email } = JSON.parse(String(init?.body)) as { email?: string };
      if (email && email !== account.email) account.pendingEmail = email;
      return reply(200, current());
    },
    [ENDPOINTS.requestEmailChange]: (init) => {
      account.pendingEmail = (JSON.parse(String(init?.body)) as { email: string }).email;
      return reply(200, { pendingEmail: account.pendingEmail });
    },
    [ENDPOINTS.verifyEmailChange]: (init) => {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== CODE || !account.pendingEmail) return reply(400, { message: 'Invalid code' });
      Object.assign(account, { email: account.pendingEmail, pendingEmail: null });
      return reply(200, current());
    },
    [ENDPOINTS.cancelEmailChange]: () => {
      account.pendingEmail = null;
      return reply(200, { success: true });
    },
    ...overrides,
  });
  return { api, account };
}

function codeDialog() {
  return screen.getByRole('dialog', { name: 'Confirm your new email' });
}

type SettingsUser = Awaited<ReturnType<typeof renderLoadedSettings>>['user'];

async function changeEmailAndSave(user: SettingsUser) {
  const email = screen.getByLabelText('Email');
  await user.clear(email);
  await user.type(email, NEW_EMAIL);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return screen.findByRole('dialog', { name: 'Confirm your new email' });
}

function authReads(api: jest.Mock) {
  return api.mock.calls.filter(([url]) => url === '/api/auth/user').length;
}

describe('/settings e-mail change', () => {
  it('a changed e-mail stays on /settings and asks for the code sent to the new address', async () => {
    const { api } = stubEmailChangeApi();
    const { user } = await renderLoadedSettings();

    const dialog = await changeEmailAndSave(user);

    expect(dialog).toHaveTextContent(`Enter the 6-digit code we sent to ${NEW_EMAIL}.`);
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([expect.objectContaining({ email: NEW_EMAIL })]);
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
    // The other fields are saved; the field shows the account's address, the new one waits under it.
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(OLD_EMAIL);
  });

  it('keeps digits only, at most 6, and enables Verify only at 6', async () => {
    stubEmailChangeApi();
    const { user } = await renderLoadedSettings();
    const dialog = await changeEmailAndSave(user);
    const code = within(dialog).getByLabelText('6-digit code');
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(code).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveAttribute('autoComplete', 'one-time-code');

    await user.type(code, '48a 29-1');
    expect(code).toHaveValue('48291');
    expect(verify).toBeDisabled();
    await user.type(code, '34');
    expect(code).toHaveValue(CODE);
    expect(verify).toBeEnabled();
  });

  it("verifies the code: 'Email updated', the user is read again, the new address is shown", async () => {
    const { api } = stubEmailChangeApi();
    const { user } = await renderLoadedSettings();
    const dialog = await changeEmailAndSave(user);
    expect(await screen.findByText(/Waiting for confirmation of/)).toBeInTheDocument();
    const readsBefore = authReads(api);

    await user.type(within(dialog).getByLabelText('6-digit code'), CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your new email' })).not.toBeInTheDocument());
    expect(bodiesOf(api, ENDPOINTS.verifyEmailChange)).toEqual([{ code: CODE }]);
    expect(authReads(api)).toBeGreaterThan(readsBefore);
    expect(screen.getByLabelText('Email')).toHaveValue(NEW_EMAIL);
    expect(screen.queryByText(/Waiting for confirmation of/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it("a wrong code says 'Error' / 'Invalid code' and keeps the dialog open", async () => {
    const { account } = stubEmailChangeApi();
    const { user } = await renderLoadedSettings();
    const dialog = await changeEmailAndSave(user);

    await user.type(within(dialog).getByLabelText('6-digit code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(codeDialog()).toBeInTheDocument();
    expect(account.email).toBe(OLD_EMAIL);
  });

  it("'Resend Code' asks for a new code for the same address and says 'Code sent'", async () => {
    const { api } = stubEmailChangeApi();
    const { user } = await renderLoadedSettings();
    const dialog = await changeEmailAndSave(user);

    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.requestEmailChange)).toEqual([{ email: NEW_EMAIL }]);
    expect(codeDialog()).toBeInTheDocument();
  });

  it("a rate-limited resend shows 'Too many requests' with the server's message", async () => {
    stubEmailChangeApi({}, { [ENDPOINTS.requestEmailChange]: reply(429, { message: RATE_LIMIT_MESSAGE }) });
    const { user } = await renderLoadedSettings();
    const dialog = await changeEmailAndSave(user);

    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText(RATE_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it("'Cancel' drops the pending change and closes", async () => {
    const { api } = stubEmailChangeApi();
    const { user } = await renderLoadedSettings();
    const dialog = await changeEmailAndSave(user);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your new email' })).not.toBeInTheDocument());
    expect(bodiesOf(api, ENDPOINTS.cancelEmailChange)).toEqual([undefined]);
    await waitFor(() => expect(screen.queryByText(/Waiting for confirmation of/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Email')).toHaveValue(OLD_EMAIL);
  });

  it("a change already waiting is named under the field, and 'Enter code' opens the dialog", async () => {
    stubEmailChangeApi({ pendingEmail: NEW_EMAIL });
    const { user } = await renderLoadedSettings();

    const notice = screen.getByText(/Waiting for confirmation of/);
    expect(notice).toHaveTextContent(`Waiting for confirmation of ${NEW_EMAIL}`);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(`Waiting for confirmation of ${NEW_EMAIL}`);
    await user.click(screen.getByRole('button', { name: 'Enter code' }));

    expect(codeDialog()).toHaveTextContent(`Enter the 6-digit code we sent to ${NEW_EMAIL}.`);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  it('saving without changing the e-mail still goes home, even while a change is waiting', async () => {
    stubEmailChangeApi({ pendingEmail: NEW_EMAIL });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
