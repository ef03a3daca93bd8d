import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { CodeField } from '../code-field';

function Controlled({ onValueChange }: { onValueChange?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <CodeField
      value={code}
      onValueChange={(next) => {
        setCode(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('CodeField', () => {
  it('asks for the one-time code on a numeric keypad, labelled "6-digit code"', () => {
    renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps every digit of a code pasted with a space or dashes (no maxlength cuts the paste first)', async () => {
    const onValueChange = jest.fn();
    const { user } = renderUi(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });
    await user.click(input);
    await user.paste('123 456');
    expect(input).toHaveValue('123456');
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
    await user.clear(input);
    await user.paste('12-34-56');
    expect(input).toHaveValue('123456');
  });

  it('ignores letters typed and stops at six digits', async () => {
    const { user } = renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });
    await user.type(input, '1a2b3');
    expect(input).toHaveValue('123');
    await user.clear(input);
    await user.paste('1234567');
    expect(input).toHaveValue('123456');
  });

  it('takes another label and shows an error like any text field', () => {
    renderUi(<CodeField label="Code from the new address" value="" onValueChange={() => {}} error="That code is not right" />);
    const input = screen.getByRole('textbox', { name: 'Code from the new address' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('That code is not right');
  });
});
