import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Check } from 'lucide-react';

export interface ChipGroupProps {
  /** Visible group label; also names the group for screen readers. */
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  /** What a chip shows; defaults to the option itself. Its accessible name follows the rendered text. */
  renderOption?: (option: string) => ReactNode;
  /** A line under the chips saying how the choice is applied; the group is described by it. */
  hint?: string;
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

// A selected chip differs by colour *and* a check mark, so state never rests on colour alone.
const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.control.minTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;

  /* A phone keeps a tapped chip in :hover: only a real pointer hovers. */
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** Multi-select chips: each a toggle button (aria-pressed) inside a labelled group. */
export function ChipGroup({ label, options, selected, onToggle, renderOption, hint, className }: ChipGroupProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined} className={className}>
      <Label id={labelId}>{label}</Label>
      <Chips>
        {options.map((option) => {
          const isSelected = selected.includes(option);
          return (
            <Chip key={option} type="button" aria-pressed={isSelected} onClick={() => onToggle(option)}>
              {isSelected && <Check size={16} aria-hidden="true" />}
              {renderOption ? renderOption(option) : option}
            </Chip>
          );
        })}
      </Chips>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Group>
  );
}
