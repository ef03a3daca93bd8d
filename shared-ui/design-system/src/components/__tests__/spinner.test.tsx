import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { FullPageSpinner } from '../full-page-spinner';
import { Spinner } from '../spinner';

describe('Spinner', () => {
  it('is a polite status read as its label; the ring itself is hidden', () => {
    const { container } = renderUi(<Spinner label="Finding places" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Finding places');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says "Loading..." by default and draws at the size asked', () => {
    renderUi(<Spinner size={18} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '18px', height: '18px' });
  });
});

describe('FullPageSpinner', () => {
  it('announces the visible Loading... politely', () => {
    renderUi(<FullPageSpinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Loading...')).toBeVisible();
  });
});
