import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useClientValue, useHydrating } from '../use-hydrating';

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
  // eslint-disable-next-line testing-library/no-unnecessary-act -- React's own createRoot (no testing-library render): act flushes it.
  await act(async () => createRoot(container).render(<Probe />));
  expect(renders.every((hydrating) => !hydrating)).toBe(true);
});

it('useClientValue re-renders after hydration only when the browser value differs from the server one', async () => {
  const renders: string[] = [];
  function Motion({ reduced }: { reduced: boolean }) {
    const value = useClientValue(reduced, false);
    renders.push(String(value));
    return <p className={value ? 'still' : 'animated'}>card</p>;
  }
  for (const reduced of [false, true]) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Motion reduced={reduced} />);
    renders.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Motion reduced={reduced} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('p')!.className).toBe(reduced ? 'still' : 'animated');
    // Hydrated with the server's value; a second render only where the browser's differs.
    expect(renders).toEqual(reduced ? ['false', 'true'] : ['false']);
  }
});
