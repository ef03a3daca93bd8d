import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import { LandingPage } from '../components/landing-page';

function renderLanding() {
  return renderWithProviders(<LandingPage />);
}

const currentSlideTitle = () =>
  within(screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') !== 'true')!).getByRole(
    'heading',
    {
      level: 2,
    },
  ).textContent;

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

  it('follows a touch swipe even when the browser cancelled the pointer for a pan; ignores taps and vertical moves', () => {
    renderLanding();
    // eslint-disable-next-line testing-library/no-node-access -- the swipe area is the carousel's scroll box, which has no role.
    const viewport = screen.getByRole('region', { name: 'Forkcast features' }).firstElementChild!;
    // jsdom has no Touch objects: the lists are set on plain events, which React reads all the same.
    const touchEvent = (type: string, fields: Record<string, unknown>) => Object.assign(new Event(type, { bubbles: true }), fields);
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent(viewport, touchEvent('touchstart', { touches: [{ clientX: from[0], clientY: from[1] }] }));
      // What a browser does once it starts panning: the pointer is cancelled, the touch goes on.
      fireEvent(viewport, touchEvent('pointercancel', { pointerType: 'touch' }));
      fireEvent(viewport, touchEvent('touchend', { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] }));
    };
    swipe([300, 400], [100, 430]);
    expect(currentSlideTitle()).toBe('Match with Partners');
    swipe([100, 400], [300, 380]);
    expect(currentSlideTitle()).toBe('Swipe on Restaurants');
    swipe([300, 400], [290, 400]); // a tap
    swipe([300, 400], [240, 600]); // a scroll
    expect(currentSlideTitle()).toBe('Swipe on Restaurants');
  });

  // Plain links, not router navigation: the page is server-rendered HTML and must work before its script runs.
  it("'Get Started Free' and 'Sign in' are links to /auth", () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
