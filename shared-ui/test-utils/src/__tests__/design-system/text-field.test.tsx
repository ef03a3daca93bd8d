import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../render-with-providers';
import { TextField } from '@forkcast/design-system';

describe('TextField', () => {
  it('is labelled by its visible label and valid without an error', () => {
    renderWithProviders(<TextField label="ZIP code" />);
    const input = screen.getByLabelText('ZIP code');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error is announced, marks the input invalid and describes it', () => {
    renderWithProviders(<TextField label="ZIP code" hint="5 digits" error="Invalid zip code" />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid zip code');
    expect(input).toHaveAccessibleDescription('5 digits Invalid zip code');
  });

  it('keeps a caller id and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithProviders(<TextField label="Email" id="email" type="email" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    expect(ref.current).toHaveAttribute('id', 'email');
  });

  it('renders the adornment next to the input', () => {
    renderWithProviders(<TextField label="ZIP code" adornment={<span>checking</span>} />);
    expect(screen.getByText('checking')).toBeInTheDocument();
  });
});
