import { fireEvent, screen } from '@testing-library/react';
import { PRICE_AND_RATING_UNKNOWN_NOTE, UNLISTED_PRICE_FILTER_NOTE } from '@forkcast/contracts/domain';
import { renderUi } from '../../testing/render-ui';
import { DietaryChips, PriceRangeChips, toggledOption } from '../dining-chips';

describe('toggledOption', () => {
  it('adds or removes the option and keeps the options order, whatever order the taps came in', () => {
    expect(toggledOption(['$', '$$', '$$$', '$$$$'], ['$$$'], '$')).toEqual(['$', '$$$']);
    expect(toggledOption(['$', '$$', '$$$', '$$$$'], ['$', '$$$'], '$')).toEqual(['$$$']);
  });
});

describe('PriceRangeChips', () => {
  it('reports the toggled levels in $ to $$$$ order and says how unlisted prices are kept', () => {
    const onChange = jest.fn();
    renderUi(<PriceRangeChips value={['$$$$']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '$$' }));
    expect(onChange).toHaveBeenCalledWith(['$$', '$$$$']);
    expect(screen.getByRole('group', { name: 'Price range' })).toHaveAccessibleDescription(UNLISTED_PRICE_FILTER_NOTE);
  });

  it('says prices are unknown instead when no place near lists one', () => {
    renderUi(<PriceRangeChips value={[]} onChange={jest.fn()} pricesUnknown />);
    expect(screen.getByRole('group', { name: 'Price range' })).toHaveAccessibleDescription(PRICE_AND_RATING_UNKNOWN_NOTE);
  });
});

describe('DietaryChips', () => {
  it('takes a restriction off when tapped again, under the label it is given', () => {
    const onChange = jest.fn();
    renderUi(<DietaryChips label="Dietary restrictions (optional)" value={['Vegan', 'Halal']} onChange={onChange} />);
    const vegan = screen.getByRole('button', { name: 'Vegan' });
    expect(vegan).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(vegan);
    expect(onChange).toHaveBeenCalledWith(['Halal']);
    expect(screen.getByRole('group', { name: 'Dietary restrictions (optional)' })).toBeInTheDocument();
  });
});
