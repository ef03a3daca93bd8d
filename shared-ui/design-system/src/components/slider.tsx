import * as RadixSlider from '@radix-ui/react-slider';
import styled from 'styled-components';

export interface SliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onValueChange: (value: number) => void;
  /** Formats the value shown beside the label and read out as aria-valuetext (e.g. "5 miles"). */
  formatValue?: (value: number) => string;
  /** Put on the thumb (the focusable role=slider element). */
  id?: string;
  disabled?: boolean;
  className?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

// The root is as tall as a touch target so the thin track is easy to grab.
const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: ${({ theme }) => theme.control.minTarget};
  touch-action: none;
  user-select: none;

  &[data-disabled] {
    opacity: 0.55;
  }
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Range = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

// The 24 px knob takes a 44 px square of touch around it (the root is 44 px tall).
const Thumb = styled(RadixSlider.Thumb)`
  position: relative;
  display: block;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: grab;

  &::after {
    content: '';
    position: absolute;
    inset: calc((24px - ${({ theme }) => theme.control.minTarget}) / 2 - 2px);
    border-radius: 50%;
  }
`;

/** A single-value slider with its label and current value shown above it. Arrows/Home/End/Page keys work. */
export function Slider({ label, min, max, step, value, onValueChange, formatValue, id, disabled, className }: SliderProps) {
  const shown = formatValue ? formatValue(value) : String(value);

  return (
    <Field className={className}>
      <LabelRow>
        <Label>{label}</Label>
        {/* Hidden from screen readers: the thumb already announces the value. */}
        <Value aria-hidden="true">{shown}</Value>
      </LabelRow>
      <Root
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        disabled={disabled}
      >
        <Track>
          <Range />
        </Track>
        <Thumb id={id} aria-label={label} aria-valuetext={formatValue ? shown : undefined} />
      </Root>
    </Field>
  );
}
