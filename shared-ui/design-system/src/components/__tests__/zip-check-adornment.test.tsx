import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { ZipCheckAdornment, placeName, type ZipCheckStatus } from '../zip-check-adornment';

const renderStatus = (status: ZipCheckStatus['status']) => renderUi(<ZipCheckAdornment check={{ status }} />);

describe('ZipCheckAdornment', () => {
  it('while checking: a status that says so', () => {
    renderStatus('checking');
    expect(screen.getByRole('status')).toHaveTextContent('Checking zip code');
  });

  it('valid: an image named "Valid zip code"', () => {
    renderStatus('valid');
    expect(screen.getByRole('img', { name: 'Valid zip code' })).toBeInTheDocument();
  });

  it('invalid: an icon hidden from screen readers (the error text under the field says it)', () => {
    const { container } = renderStatus('invalid');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each(['empty', 'incomplete'] as const)('%s: nothing', (status) => {
    const { container } = renderStatus(status);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('placeName', () => {
  it('is "City, ST", the city alone without a state, and null without a city', () => {
    expect(placeName({ city: 'Philadelphia', state: 'PA' })).toBe('Philadelphia, PA');
    expect(placeName({ city: 'Philadelphia', state: null })).toBe('Philadelphia');
    expect(placeName({ city: null, state: 'PA' })).toBeNull();
    expect(placeName(undefined)).toBeNull();
  });
});
