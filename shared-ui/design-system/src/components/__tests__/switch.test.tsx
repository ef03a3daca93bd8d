import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Switch } from '../switch';

function Controlled({ description, disabled }: { description?: string; disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch label="Match alerts" description={description} checked={on} onCheckedChange={setOn} disabled={disabled} />;
}

describe('Switch', () => {
  it('is a switch named by its label alone and described by its description', () => {
    renderUi(<Controlled description="A push when you and your partner match" />);
    const control = screen.getByRole('switch', { name: 'Match alerts' });
    expect(control).toHaveAccessibleDescription('A push when you and your partner match');
    expect(control).not.toBeChecked();
  });

  it('without a description: named by the label, no description', () => {
    renderUi(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Match alerts' });
    expect(control).not.toHaveAttribute('aria-describedby');
  });

  it('toggles from the keyboard (Space, Enter) and by a tap anywhere on its row', async () => {
    const { user } = renderUi(<Controlled description="A push when you and your partner match" />);
    const control = screen.getByRole('switch', { name: 'Match alerts' });
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    // The row is the label: the 44 px target, not only the small track.
    await user.click(screen.getByText('A push when you and your partner match'));
    expect(control).toBeChecked();
  });

  it('disabled: announced as such, and neither a tap nor a key changes it', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderUi(<Switch label="Match alerts" checked={false} onCheckedChange={onCheckedChange} disabled />);
    const control = screen.getByRole('switch', { name: 'Match alerts' });
    expect(control).toBeDisabled();
    await user.click(screen.getByText('Match alerts'));
    await user.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(control).not.toBeChecked();
  });

  it('keeps a caller id, so another label can point at it', () => {
    renderUi(<Switch id="alerts" label="Match alerts" checked onCheckedChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Match alerts' })).toHaveAttribute('id', 'alerts');
  });
});
