import { fireEvent, screen } from '@testing-library/react';
import { RestaurantPhoto } from '../restaurant-photo';
import { renderUi } from '../../testing/render-ui';

const placesPhoto = `/api/restaurants/photo/${encodeURIComponent('places/ChIJ-parc/photos/AUc7-1')}?maxWidth=800`;

describe('RestaurantPhoto', () => {
  it('offers a source photo at each width with the card’s sizes, so a phone downloads what it draws', () => {
    renderUi(<RestaurantPhoto src={placesPhoto} name="Parc" />);
    const img = screen.getByRole('img', { name: 'Photo of Parc' });
    const base = `/api/restaurants/photo/${encodeURIComponent('places/ChIJ-parc/photos/AUc7-1')}`;
    expect(img).toHaveAttribute(
      'srcset',
      `${base}?maxWidth=400 400w, ${base}?maxWidth=600 600w, ${base}?maxWidth=800 800w, ${base}?maxWidth=1200 1200w`,
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 430px) 100vw, 430px');
    expect(img).toHaveAttribute('src', placesPhoto);
  });

  it('draws an illustration from its one URL (an SVG is sharp at any width)', () => {
    renderUi(<RestaurantPhoto src="/api/restaurants/photo/cuisine%3Asushi?maxWidth=800" name="Umai" />);
    const img = screen.getByRole('img', { name: 'Photo of Umai' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('shows the plate illustration when there is no photo or it fails to load', () => {
    const { rerender } = renderUi(<RestaurantPhoto src={null} name="Parc" />);
    expect(screen.getByTestId('photo-fallback')).toBeInTheDocument();
    rerender(<RestaurantPhoto src={placesPhoto} name="Parc" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Parc' }));
    expect(screen.getByTestId('photo-fallback')).toBeInTheDocument();
  });
});
