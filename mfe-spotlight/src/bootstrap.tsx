import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@forkcast/dev-harness';
import { harnessIntro } from './harness-intro';
import { routes } from './routes';

// Runs this remote alone inside the same providers the shell gives it.
createRoot(document.getElementById('root')!).render(<StandaloneHarness routes={routes} intro={harnessIntro} />);
