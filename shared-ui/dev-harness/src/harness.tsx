import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@forkcast/api-client';
import type { RemoteRoute } from '@forkcast/api-client/remotes';
import { HarnessPanel } from './harness-panel';

// Over the screen, never beside it: the screens are laid out for the whole viewport (/swipe is exactly one
// screen tall, with controls in every corner), so the harness is a narrow tab on the left edge, in the page
// margin, that opens the panel over the top of the screen.
const Tab = styled.button`
  position: fixed;
  left: 0;
  top: 50%;
  transform: translateY(-50%);
  z-index: 1001;
  writing-mode: vertical-rl;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(0.5)};
  line-height: 1;
  border: none;
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.onToast};
  font-size: ${({ theme }) => theme.font.size.xs};
  opacity: 0.85;
  cursor: pointer;
`;

const Overlay = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1000;
  box-shadow: ${({ theme }) => theme.shadow.dialog};
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  & h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

interface Props {
  routes: RemoteRoute[];
  onStarted: () => void;
}

/** What a remote's own harness page says about it: which screens it has and how to reach each one's states. */
export interface HarnessIntro {
  /** The heading, e.g. "mfe-account alone". */
  title: string;
  /** The remote's own paragraphs, under what every harness shares. */
  body: ReactNode;
}

const DEFAULT_INTRO: HarnessIntro = { title: 'This remote, alone', body: null };

function FloatingHarness({ routes, onStarted }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tab type="button" aria-label="Dev harness" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        DEV
      </Tab>
      {open && (
        <Overlay>
          <HarnessPanel routes={routes} onStarted={onStarted} />
        </Overlay>
      )}
    </>
  );
}

/** Any path the remote does not serve: the panel, open, and what it is for. */
function HarnessHome({ routes, onStarted, intro }: Props & { intro: HarnessIntro }) {
  return (
    <main>
      <HarnessPanel routes={routes} onStarted={onStarted} />
      <Intro>
        <h1>{intro.title}</h1>
        <p>
          Its screens run here inside the shell&apos;s providers and store, against the gateway this dev server proxies /api to
          (GATEWAY_URL, default http://localhost:8080; the panel says whether it is up). Sign in with any address: the code is read from the
          gateway&apos;s dev outbox. On a screen, the DEV tab on the left edge opens this panel.
        </p>
        {intro.body}
      </Intro>
    </main>
  );
}

/**
 * The remote's routes under the harness. A start (or another user) mounts the screens afresh, as leaving and
 * re-entering them in the shell would: /swipe must not keep the previous session's deck.
 */
export function Harness({ routes, intro = DEFAULT_INTRO }: { routes: RemoteRoute[]; intro?: HarnessIntro }) {
  const { user } = useCurrentUser();
  const [starts, setStarts] = useState(0);
  const onStarted = () => setStarts((count) => count + 1);
  return (
    <Routes key={`${user?.id ?? 'signed-out'}:${starts}`}>
      {routes.map(({ path, Component }) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <FloatingHarness routes={routes} onStarted={onStarted} />
              <Component />
            </>
          }
        />
      ))}
      <Route path="*" element={<HarnessHome routes={routes} onStarted={onStarted} intro={intro} />} />
    </Routes>
  );
}
