// First: the shared test helper installs the jsdom shims react-router needs at import time.
import '../../../testing/settings-fixtures';
import { screen, within } from '@testing-library/react';
import { reply } from '../../../testing/mock-api';
import { ENDPOINTS, USER_ID, bodiesOf, partnership, renderLoadedSettings, stubSettingsApi } from '../../../testing/settings-fixtures';

const SAM = partnership();
const REMOVE_SAM = `DELETE /api/partnerships/${SAM.id}`;

describe('/settings partners', () => {
  it('shows each partner with initials, display name, e-mail and a labelled remove button', async () => {
    stubSettingsApi({
      [ENDPOINTS.partnerships]: reply(200, [
        SAM,
        // I am user1 here: the partner is user2, named by the e-mail's local part.
        partnership({
          id: 'p2',
          user1Id: USER_ID,
          user2Id: 'u3',
          user2FirstName: null,
          user2LastName: null,
          user2Email: 'lin.wu@example.com',
        }),
        partnership({ id: 'p3', user1FirstName: null, user1LastName: null, user1Email: null }),
        partnership({ id: 'p4', user1LastName: null, user1FirstName: 'Kim' }),
      ]),
    });
    await renderLoadedSettings();
    const section = screen.getByRole('region', { name: 'Partners' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'SRSam Riverasam@example.com',
      'Llin.wulin.wu@example.com',
      'PPartner',
      'KKimsam@example.com',
    ]);
    for (const name of ['Sam Rivera', 'lin.wu', 'Partner', 'Kim']) {
      expect(within(section).getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();
    }
  });

  it('says so when there are no partners', async () => {
    stubSettingsApi();
    await renderLoadedSettings();
    expect(await screen.findByText('No partners yet. Add one to swipe together.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch partnerships' when the list can't be read", async () => {
    stubSettingsApi({ [ENDPOINTS.partnerships]: reply(500, 'boom') });
    await renderLoadedSettings();
    expect(await screen.findByText('Failed to fetch partnerships')).toBeInTheDocument();
  });

  it('removes a partner after the confirmation, says so and reloads the list', async () => {
    let partners = [SAM];
    const api = stubSettingsApi({
      [ENDPOINTS.partnerships]: () => reply(200, partners),
      [REMOVE_SAM]: () => {
        partners = [];
        return reply(200, { success: true });
      },
    });
    const { user } = await renderLoadedSettings();
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Rivera' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Remove Partner?' });
    expect(within(dialog).getByText('Are you sure you want to remove Sam Rivera? This will end your partnership.')).toBeInTheDocument();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).includes(SAM.id))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Rivera' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Partner removed')).toBeInTheDocument();
    expect(await screen.findByText('No partners yet. Add one to swipe together.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(api, REMOVE_SAM)).toEqual([undefined]);
  });

  it("says 'Error' / 'Failed to remove partner' and keeps the confirmation open", async () => {
    stubSettingsApi({ [ENDPOINTS.partnerships]: reply(200, [SAM]), [REMOVE_SAM]: reply(500, 'boom') });
    const { user } = await renderLoadedSettings();
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Rivera' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Failed to remove partner')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Remove Partner?' })).toBeInTheDocument();
  });

  it('opens the Add Partner dialog from Add', async () => {
    stubSettingsApi();
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Partner' });
    expect(within(dialog).getByPlaceholderText('ABC123')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Invite' })).toBeInTheDocument();
  });
});
