import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('is labelled by its visible label and valid without an error', () => {
    renderUi(<TextField label="ZIP code" />);
    const input = screen.getByLabelText('ZIP code');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error is announced, marks the input invalid and describes it', () => {
    renderUi(<TextField label="ZIP code" hint="5 digits" error="Invalid zip code" />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid zip code');
    expect(input).toHaveAccessibleDescription('5 digits Invalid zip code');
  });

  it('keeps a caller id and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderUi(<TextField label="Email" id="email" type="email" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    expect(ref.current).toHaveAttribute('id', 'email');
  });

  it('renders the adornment next to the input', () => {
    renderUi(<TextField label="ZIP code" adornment={<span>checking</span>} />);
    expect(screen.getByText('checking')).toBeInTheDocument();
  });
});
