import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useHydrating } from '../use-hydrating';

// React's act() outside testing-library's render (this test renders to a string and hydrates it itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Like() {
  const hydrating = useHydrating();
  return (
    <button type="button" disabled={hydrating || undefined}>
      Like
    </button>
  );
}

it('is true on the server and while hydrating, then false: the hydrated button ends up enabled', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Like />);
  expect(container.querySelector('button')!.disabled).toBe(true);
  const html = container.querySelector('button')!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Like />, { onRecoverableError: (error) => errors.push(error) });
  });
  // The same element, hydrated without a mismatch, then re-rendered as the browser sees it.
  expect(container.querySelector('button')).toBe(html);
  expect(errors).toEqual([]);
  expect(html.disabled).toBe(false);
});

it('is false from the first render of a screen rendered in the browser', async () => {
  const container = document.createElement('div');
  const renders: boolean[] = [];
  function Probe() {
    renders.push(useHydrating());
    return null;
  }
  await act(async () => createRoot(container).render(<Probe />));
  expect(renders.every((hydrating) => !hydrating)).toBe(true);
});
