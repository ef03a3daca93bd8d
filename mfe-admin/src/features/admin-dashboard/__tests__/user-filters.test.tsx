// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { UserFilters } from '../components/user-filters';

describe('UserFilters', () => {
  it('shows each choice at once while the address catches up, so a second arrow press steps from it', () => {
    // The address (the filters' truth) changes in a router transition: until it commits, the props stay old.
    const onChange = jest.fn();
    renderWithProviders(<UserFilters filters={{}} onChange={onChange} />);
    const plan = screen.getByRole('combobox', { name: 'Plan' });

    fireEvent.change(plan, { target: { value: 'free' } });
    expect(plan).toHaveValue('free');
    fireEvent.change(plan, { target: { value: 'monthly' } });
    expect(plan).toHaveValue('monthly');
    expect(onChange).toHaveBeenLastCalledWith({ plan: 'monthly' });

    const provider = screen.getByRole('combobox', { name: 'Sign-in' });
    fireEvent.change(provider, { target: { value: 'google' } });
    expect(onChange).toHaveBeenLastCalledWith({ plan: 'monthly', provider: 'google' });
  });

  it('follows the address when it changes from elsewhere (Back, a shared link)', () => {
    const { rerender } = renderWithProviders(<UserFilters filters={{ plan: 'free' }} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('free');
    rerender(<UserFilters filters={{ plan: 'annual', provider: 'email' }} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('annual');
    expect(screen.getByRole('combobox', { name: 'Sign-in' })).toHaveValue('email');
  });
});
