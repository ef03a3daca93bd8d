import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Visible label, tied to the input. */
  label: string;
  /** Shown under the input and announced (role=alert); marks the input invalid. */
  error?: string;
  hint?: string;
  /** Right-hand slot inside the field, e.g. a spinner or a check icon for the ZIP check. */
  adornment?: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const InputBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean; $hasAdornment: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space(3)};
  padding-right: ${({ $hasAdornment, theme }) => ($hasAdornment ? theme.space(11) : theme.space(3))};
  /* 16 px stops iOS Safari from zooming in on focus. */
  font-size: ${({ theme }) => theme.font.size.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Adornment = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A labelled text input with hint, error and an optional right-hand adornment. */
export function TextField({ label, error, hint, adornment, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [inputProps['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <InputBox>
        <Input
          {...inputProps}
          id={inputId}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          $hasAdornment={adornment !== undefined && adornment !== null}
        />
        {adornment !== undefined && adornment !== null && <Adornment>{adornment}</Adornment>}
      </InputBox>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
