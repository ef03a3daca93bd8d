import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Slider } from '../slider';

function RatingSlider({ initial, onChange }: { initial: number; onChange?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      label="Minimum rating"
      min={1}
      max={5}
      step={0.5}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
      formatValue={(v) => `${v.toFixed(1)} stars`}
    />
  );
}

describe('Slider', () => {
  it('exposes a labelled slider thumb with value and bounds', () => {
    renderUi(<RatingSlider initial={3} />);
    const thumb = screen.getByRole('slider', { name: 'Minimum rating' });
    expect(thumb).toHaveAttribute('aria-valuenow', '3');
    expect(thumb).toHaveAttribute('aria-valuemin', '1');
    expect(thumb).toHaveAttribute('aria-valuemax', '5');
    expect(thumb).toHaveAttribute('aria-valuetext', '3.0 stars');
    expect(screen.getByText('3.0 stars')).toBeVisible();
  });

  it('arrow keys move the value by one step', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<RatingSlider initial={3} onChange={onChange} />);
    const thumb = screen.getByRole('slider', { name: 'Minimum rating' });
    thumb.focus();

    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '3.5');
    expect(onChange).toHaveBeenLastCalledWith(3.5);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '2.5');
  });

  it('stays within min and max', async () => {
    const { user } = renderUi(<RatingSlider initial={4.5} />);
    const thumb = screen.getByRole('slider', { name: 'Minimum rating' });
    thumb.focus();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '5');

    await user.keyboard('{Home}{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '1');
  });
});
