import { TextField, type TextFieldProps } from '@forkcast/design-system/text-field';
import { ZIP_LENGTH } from './use-zip-check';

export interface ZipCodeFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  /** The field's digits: anything else typed or pasted is dropped, and a pasted "12345-6789" keeps "12345". */
  onZipCodeChange: (zipCode: string) => void;
}

/** A ZIP code input that holds digits only (onboarding's location step, the randomizer's filters). */
export function ZipCodeField({ onZipCodeChange, ...props }: ZipCodeFieldProps) {
  return (
    <TextField
      name="zipCode"
      inputMode="numeric"
      autoComplete="postal-code"
      pattern="[0-9]*"
      maxLength={ZIP_LENGTH}
      {...props}
      onChange={(event) => onZipCodeChange(event.target.value.replace(/\D/g, '').slice(0, ZIP_LENGTH))}
    />
  );
}
