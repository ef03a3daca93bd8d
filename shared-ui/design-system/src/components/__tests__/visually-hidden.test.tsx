import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { VisuallyHidden } from '../visually-hidden';

const CLIPPED = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' };

describe('VisuallyHidden', () => {
  it('wraps text in a clipped span that is still read', () => {
    renderUi(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close').tagName).toBe('SPAN');
    expect(screen.getByText('Close')).toHaveStyle(CLIPPED);
  });

  it('asChild hides the element itself (a heading stays a heading), keeping its own props and style', () => {
    renderUi(
      <VisuallyHidden asChild data-testid="title">
        <h1 id="screen-title" style={{ color: 'red' }}>
          Settings
        </h1>
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Settings' });
    expect(heading).toHaveAttribute('id', 'screen-title');
    expect(heading).toHaveAttribute('data-testid', 'title');
    expect(heading).toHaveStyle({ ...CLIPPED, color: 'rgb(255, 0, 0)' });
    expect(heading.parentElement?.tagName).not.toBe('SPAN');
  });
});
