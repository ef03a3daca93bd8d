import { screen } from '@testing-library/react';
import { NOT_YOUR_SESSION } from '@forkcast/contracts/domain';
import { renderUi } from '../../testing/render-ui';
import { NotYourSessionScreen } from '../error-card';

describe('NotYourSessionScreen', () => {
  it('says whose session it is not, as an alert, with Go home as the one way out', async () => {
    const onGoHome = jest.fn();
    const { user } = renderUi(<NotYourSessionScreen onGoHome={onGoHome} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: NOT_YOUR_SESSION.title })).toBeInTheDocument();
    expect(alert).toHaveTextContent(NOT_YOUR_SESSION.text);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Go home']);
    await user.click(screen.getByRole('button', { name: 'Go home' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });
});
