import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { ChipGroup } from '../chip-group';

const PRICES = ['$', '$$', '$$$', '$$$$'] as const;

function PriceChips() {
  const [selected, setSelected] = useState<string[]>(['$', '$$']);
  const toggle = (o: string) => setSelected((s) => (s.includes(o) ? s.filter((x) => x !== o) : [...s, o]));
  return <ChipGroup label="Price range" options={PRICES} selected={selected} onToggle={toggle} />;
}

describe('ChipGroup', () => {
  it('is a group named by its visible label with one toggle button per option', () => {
    renderUi(<PriceChips />);
    const group = screen.getByRole('group', { name: 'Price range' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$$$' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a hint under the chips and describes the group with it; none without one', () => {
    const { unmount } = renderUi(
      <ChipGroup label="Price range" options={PRICES} selected={[]} onToggle={() => {}} hint="Places that list no price count as $$." />,
    );
    expect(screen.getByRole('group', { name: 'Price range' })).toHaveAccessibleDescription('Places that list no price count as $$.');
    expect(screen.getByText('Places that list no price count as $$.')).toBeVisible();
    unmount();
    renderUi(<PriceChips />);
    expect(screen.getByRole('group', { name: 'Price range' })).not.toHaveAttribute('aria-describedby');
  });

  it('toggles aria-pressed from the keyboard (Tab, Space, Enter)', async () => {
    const { user } = renderUi(<PriceChips />);
    await user.tab(); // $
    await user.tab(); // $$
    await user.tab(); // $$$
    const third = screen.getByRole('button', { name: '$$$' });
    expect(third).toHaveFocus();

    await user.keyboard(' ');
    expect(third).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders options through renderOption', () => {
    renderUi(<ChipGroup label="Cuisines" options={['Thai']} selected={[]} onToggle={() => {}} renderOption={(o) => `${o} food`} />);
    expect(screen.getByRole('button', { name: 'Thai food' })).toBeInTheDocument();
  });
});
