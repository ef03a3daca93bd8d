import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import { GUEST_LINK_EXPIRED_MESSAGE, GUEST_NAME_MESSAGE } from '@forkcast/contracts/domain';
import { JoinPage } from '../components/join-page';
import { LocationProbe } from '../../../testing/location-probe';
import { stubFetch } from '../../../testing/fetch-stub';

const TOKEN = 'a'.repeat(43);

function renderJoin() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/join/:token" element={<JoinPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/join/${TOKEN}` },
  );
}

describe('/join/<token>', () => {
  it('joins with the trimmed first name and opens the guest room', async () => {
    const stub = stubFetch({ 'POST /api/guests/join': { status: 201, body: { guest: {}, session: {} } } });
    const { user } = renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the table' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your first name' }), '  Gus ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/guest');
    expect(stub.callsTo('POST /api/guests/join')[0]!.body).toEqual({ token: TOKEN, firstName: 'Gus' });
  });

  it('asks for a name before calling the server, and shows why a join was refused', async () => {
    const stub = stubFetch({ 'POST /api/guests/join': { status: 410, body: { message: GUEST_LINK_EXPIRED_MESSAGE } } });
    const { user } = renderJoin();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(GUEST_NAME_MESSAGE)).toBeInTheDocument();
    expect(stub.callsTo('POST /api/guests/join')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Your first name' }), 'Gus');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(GUEST_LINK_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/join/${TOKEN}`);
  });
});
