import { OTP_LENGTH, sanitizeCode } from '@forkcast/contracts/domain';
import { TextField, type TextFieldProps } from './text-field';

export interface CodeFieldProps extends Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'inputMode' | 'pattern' | 'maxLength'> {
  value: string;
  /** Called with digits only, at most OTP_LENGTH of them (pasted text with spaces or dashes included). */
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
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(event) => onValueChange(sanitizeCode(event.target.value))}
      {...rest}
    />
  );
}
