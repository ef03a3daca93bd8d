import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import type { MfeManifest } from '@forkcast/contracts';
import { useRemotePrefixes } from '../use-remote-prefixes';

let resolveManifest: (manifest: MfeManifest) => void = () => undefined;
const manifest = new Promise<MfeManifest>((resolve) => (resolveManifest = resolve));

jest.mock('../../lib/remotes', () => ({
  remoteManifest: () => manifest,
  registerRemotesFromManifest: () => Promise.resolve(),
}));

const MANIFEST = {
  remotes: { 'mfe-swipe': { entry: '/remotes/mfe-swipe/remoteEntry.js', prefixes: [{ path: '/swipe' }] } },
} as unknown as MfeManifest;

/** Takes 3 ms to render, so React yields to the browser every couple of these (its slices are 5 ms). */
function SlowPart({ id, rendered }: { id: number; rendered: number[] }) {
  rendered.push(id);
  const end = performance.now() + 3;
  while (performance.now() < end);
  // The manifest's answer lands mid-render, as it does on a phone: it is read between two slices.
  if (id === 3) resolveManifest(MANIFEST);
  return null;
}

function Prefixes() {
  const { status, prefixes } = useRemotePrefixes();
  return <p>{`${status}: ${prefixes.map((prefix) => prefix.path).join(' ')}`}</p>;
}

let root: Root;
afterEach(() => root.unmount());

// With useSyncExternalStore, a manifest that arrived during the first screen's sliced render made
// React throw that render away and render the whole screen again in one blocking task (home's Lighthouse
// score 92 -> 100 once fixed).
test('the manifest arriving while the first screen renders in slices re-renders only what shows the prefixes', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const rendered: number[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  startTransition(() =>
    root.render(
      <>
        <Prefixes />
        {[1, 2, 3, 4, 5, 6, 7, 8].map((id) => (
          <SlowPart key={id} id={id} rendered={rendered} />
        ))}
      </>,
    ),
  );

  expect(await screen.findByText('ready: /swipe', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(rendered).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});
