import { useId } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import styled from 'styled-components';

export interface SwitchProps {
  label: string;
  /** A line under the label saying what "on" does; also the switch's accessible description. */
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  className?: string;
}

// The whole row is the label, so the 44 px-tall row is the touch target, not just the small switch.
const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.control.minTarget};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Root = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translateX(2px);
  transition: transform ${({ theme }) => theme.motion.fast} ease;

  &[data-state='checked'] {
    transform: translateX(22px);
  }
`;

/** An on/off switch (role=switch) with its visible label; Space/Enter toggle it. */
export function Switch({ label, description, checked, onCheckedChange, id, disabled, className }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  return (
    <Row htmlFor={switchId} className={className}>
      <Text>
        <span id={labelId}>{label}</span>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
      <Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        // Named by the label alone: the description, inside the same <label>, would otherwise join the name.
        aria-labelledby={description ? labelId : undefined}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Thumb />
      </Root>
    </Row>
  );
}
