import { Profiler } from 'react';
import { renderWithProviders } from '@forkcast/test-utils';
import '../../../../testing/pointer-events';
import { act, fireEvent, screen } from '@testing-library/react';
import { makeRestaurant } from '../../../../testing/mock-api';
import { SwipeCard } from '../swipe-card';

// Counts the card's renders: the frame follows the finger on every move, the card's content must not.
const renders = { count: 0 };
jest.mock('../../../../components/restaurant-card', () => ({
  RestaurantCard: ({ restaurant }: { restaurant: { name: string } }) => {
    renders.count += 1;
    return <h2>{restaurant.name}</h2>;
  },
}));

beforeEach(() => {
  renders.count = 0;
  // The pointer shim stamps events with Date.now: a slow drag (not a flick) needs the clock to move.
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('a drag moves the frame on every pointer move without a render a move, and never renders the card content again', () => {
  const restaurant = makeRestaurant();
  const onSwipe = jest.fn();
  let commits = 0;
  renderWithProviders(
    <Profiler id="card" onRender={() => (commits += 1)}>
      <SwipeCard restaurant={restaurant} exit={null} reducedMotion={false} onSwipe={onSwipe} />
    </Profiler>,
  );
  expect(renders.count).toBe(1);
  const commitsBefore = commits;
  const card = screen.getByTestId('swipe-card');

  fireEvent.pointerDown(card, { clientX: 200, pointerId: 3, buttons: 1 });
  const transforms: string[] = [];
  const moves = Array.from({ length: 10 }, (_, i) => 200 + (i + 1) * 7.5);
  for (const x of moves) {
    jest.advanceTimersByTime(100);
    fireEvent.pointerMove(card, { clientX: x, pointerId: 3, buttons: 1 });
    transforms.push(card.style.transform);
  }
  // The frame followed the finger (and tilted)...
  expect(transforms.at(-1)).toBe('translateX(75px) rotate(3.75deg)');
  expect(new Set(transforms).size).toBe(transforms.length);
  // ...the LIKE stamp shows, as opaque as the drag is far (75 of 100 px)...
  expect(screen.getByText('LIKE').style.opacity).toBe('0.75');
  // ...the moves wrote the style: the frame rendered when the drag began (the transition off, the stamp in),
  // and at most once more (React renders a component once before it can bail out of an unchanged state)...
  expect(commits - commitsBefore).toBeLessThanOrEqual(2);
  // ...and the card's name, facts, photo and text were rendered once, not once a move.
  expect(renders.count).toBe(1);

  // Released short of 100 px, slowly: it springs back.
  jest.advanceTimersByTime(100);
  fireEvent.pointerUp(card, { clientX: 275, pointerId: 3 });
  expect(card.style.transform).toBe('none');
  expect(onSwipe).not.toHaveBeenCalled();
  expect(renders.count).toBe(1);
});

it('springs back when the whole drag reaches React before it renders once (a busy phone delivers the events together)', () => {
  const onSwipe = jest.fn();
  renderWithProviders(<SwipeCard restaurant={makeRestaurant()} exit={null} reducedMotion={false} onSwipe={onSwipe} />);
  const card = screen.getByTestId('swipe-card');
  // One act: press, slow moves and release are batched, so `dragging` never renders true.
  // eslint-disable-next-line testing-library/no-unnecessary-act -- the outer act is the point: it batches the drag
  act(() => {
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 4, buttons: 1 });
    for (const x of [220, 240, 260]) {
      jest.advanceTimersByTime(150);
      fireEvent.pointerMove(card, { clientX: x, pointerId: 4, buttons: 1 });
    }
    jest.advanceTimersByTime(150);
    fireEvent.pointerUp(card, { clientX: 260, pointerId: 4 });
  });
  expect(onSwipe).not.toHaveBeenCalled();
  expect(card.style.transform).toBe('none');
});
