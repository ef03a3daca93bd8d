import { sanitizeCode } from '@forkcast/contracts/domain';
import { TextField, type TextFieldProps } from './text-field';

export interface CodeFieldProps extends Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'inputMode' | 'pattern' | 'maxLength'> {
  value: string;
  /** Called with digits only, at most OTP_LENGTH (6) of them (pasted text with spaces or dashes included). */
  onValueChange: (code: string) => void;
  label?: string;
}

/** The one 6-digit code input (sign-in, e-mail change): numeric keypad, one-time-code autofill, digits only. */
export function CodeField({ value, onValueChange, label = '6-digit code', ...rest }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      // No maxLength: a browser cuts a paste to it before onChange, so "123 456" would lose its last digit.
      // sanitizeCode keeps at most OTP_LENGTH digits.
      value={value}
      onChange={(event) => onValueChange(sanitizeCode(event.target.value))}
      {...rest}
    />
  );
}
