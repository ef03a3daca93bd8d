import { screen } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { LandingPage } from '../components/landing-page';
import { LocationProbe } from '../../../testing/location-probe';

function renderLanding() {
  return renderWithProviders(
    <>
      <LandingPage />
      <LocationProbe />
    </>,
  );
}

const currentSlideTitle = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true')!
    .querySelector('h2')!.textContent;

describe('LandingPage', () => {
  it('shows the tagline as the one h1', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Where Food Decisions Meet Swiping and AI');
  });

  it('has three feature slides moved by next/previous, dots and arrow keys', async () => {
    const { user } = renderLanding();
    expect(currentSlideTitle()).toBe('Swipe on Restaurants');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlideTitle()).toBe('Match with Partners');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlideTitle()).toBe('AI Suggestions');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlideTitle()).toBe('Swipe on Restaurants');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlideTitle()).toBe('AI Suggestions');

    await user.keyboard('{ArrowRight}');
    expect(currentSlideTitle()).toBe('Swipe on Restaurants');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlideTitle()).toBe('AI Suggestions');
  });

  it("'Get Started Free' goes to /auth", async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });
});
