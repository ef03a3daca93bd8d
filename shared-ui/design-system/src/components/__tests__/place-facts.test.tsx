import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { PlaceFacts } from '../place-facts';

describe('PlaceFacts', () => {
  it('reads cuisine, price and rating with their names, and the vicinity under them', () => {
    const { container } = renderUi(<PlaceFacts cuisine="Thai" priceLevel={2} rating={4.25} vicinity="12 Main St" />);
    expect(screen.getByText('Thai')).toBeVisible();
    expect(screen.getByTestId('place-price')).toHaveTextContent('$$');
    expect(screen.getByTestId('place-rating')).toHaveTextContent('4.3');
    // A screen reader hears what each bare figure is.
    expect(container.querySelector('p')).toHaveTextContent('ThaiPrice: $$Rating: 4.3');
    expect(screen.getByText('12 Main St')).toBeVisible();
    // The star and the pin are decoration.
    for (const icon of container.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('an unknown price shows nothing, not a guess; an unknown rating says "No rating yet" with no star', () => {
    const { container } = renderUi(<PlaceFacts cuisine={null} priceLevel={null} rating={null} vicinity={null} />);
    expect(screen.queryByTestId('place-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Price:/)).not.toBeInTheDocument();
    expect(screen.getByTestId('place-rating')).toHaveTextContent('No rating yet');
    expect(screen.queryByText(/Rating:/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('a price level outside 1–4 is not listed', () => {
    renderUi(<PlaceFacts cuisine={null} priceLevel={0} rating={0} vicinity={null} />);
    expect(screen.queryByTestId('place-price')).not.toBeInTheDocument();
    expect(screen.getByTestId('place-rating')).toHaveTextContent('0.0');
  });
});
