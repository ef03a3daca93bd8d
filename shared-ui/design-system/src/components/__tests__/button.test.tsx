import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Button } from '../button';
import { IconButton } from '../icon-button';

describe('Button', () => {
  it('fires onClick when idle', async () => {
    const onClick = jest.fn();
    const { user } = renderUi(<Button onClick={onClick}>Save Changes</Button>);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, disabled, spinner shown, label kept, clicks ignored', async () => {
    const onClick = jest.fn();
    const { user } = renderUi(
      <Button loading onClick={onClick}>
        Spin the Wheel!
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Spin the Wheel!' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderUi(<Button ref={ref}>Join Now</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip', () => {
    renderUi(
      <IconButton label="Remove partner">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Remove partner' })).toHaveAttribute('title', 'Remove partner');
  });
});
