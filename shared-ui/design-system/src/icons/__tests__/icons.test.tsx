import { render, screen } from '@testing-library/react';
import { MapPinIcon, StarIcon } from '../icons';

describe('icons', () => {
  it('are decoration unless named: aria-hidden, as Lucide draws them', () => {
    const { container } = render(<StarIcon size={14} className="rating" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '14');
    expect(svg).toHaveAttribute('height', '14');
    expect(svg).toHaveClass('lucide', 'lucide-star', 'rating');
  });

  it('a named icon (aria-label, role or a title child) is read, not hidden', () => {
    render(
      <>
        <StarIcon role="img" aria-label="Rating" />
        <MapPinIcon>
          <title>Address</title>
        </MapPinIcon>
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rating' })).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTitle('Address').closest('svg')).not.toHaveAttribute('aria-hidden');
  });

  it('takes a stroke width and passes other SVG props through', () => {
    const { container } = render(<MapPinIcon strokeWidth={2.5} data-testid="pin" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('stroke-width', '2.5');
    expect(svg).toHaveAttribute('data-testid', 'pin');
  });
});
