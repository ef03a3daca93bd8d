import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { dismiss, type ToastVariant } from './toast-store';
import { useCurrentToast } from './use-toast';

import { TOAST_DURATION_MS } from './toast-duration';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: translateY(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

/*
 * Bottom-centred inside the 430 px column, lifted above the 64 px tab bar (and the iPhone home
 * indicator) so a toast never covers navigation; at the top while a dialog is open.
 */
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + ${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: calc(100vw - ${({ theme }) => theme.space(6)});
  max-width: calc(${({ theme }) => theme.layout.columnMaxWidth} - ${({ theme }) => theme.space(6)});
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
  /* Dialogs set pointer-events: none on <body>; the toast's buttons must stay clickable. */
  pointer-events: auto;

  /*
   * A modal dialog is open (Radix's scroll lock marks <body>): its actions sit low on a phone, right where a
   * toast would cover them, so the toast shows at the top until the dialog closes.
   */
  body[data-scroll-locked] & {
    top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space(3)});
    bottom: auto;
  }
`;

const variantStyles = {
  default: css`
    background: ${({ theme }) => theme.colors.toast};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
  `,
} as const;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  color: ${({ theme }) => theme.colors.onToast};
  ${({ $variant }) => variantStyles[$variant]}

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.card} ${({ theme }) => theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-in;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-out;
  }
`;

const Icon = styled.span`
  flex: none;
  padding-top: 2px;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: 2px;
  overflow-wrap: anywhere;
`;

const Title = styled(RadixToast.Title)`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Action = styled(RadixToast.Action)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.control.sm};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onToast};
  }
`;

const Close = styled(RadixToast.Close)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.control.minTarget};
  height: ${({ theme }) => theme.control.minTarget};
  margin: -${({ theme }) => theme.space(2)} 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  /* The page's blue ring is lost on a dark toast; white is visible on every toast colour. */
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onToast};
    outline-offset: -4px;
  }
`;

/**
 * The toasts' own layer, a direct child of <body> outside the app's tree. A modal dialog (Radix, through
 * the aria-hidden package) marks everything but itself aria-hidden when it opens — except live regions,
 * which it deliberately leaves alone. The layer is one from the start (aria-live="off": it announces
 * nothing itself, Radix's announcer does), so a toast raised while a dialog is open (Invite created!,
 * Partner Limit Reached) stays in the accessibility tree, readable and announced, with its action.
 */
function useToastLayer(): HTMLElement | null {
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.setAttribute('aria-live', 'off');
    element.dataset.toastLayer = '';
    document.body.appendChild(element);
    setLayer(element);
    return () => element.remove();
  }, []);
  return layer;
}

/**
 * The app's one toast outlet, mounted once by AppProviders. Renders the store's single slot through
 * Radix Toast: auto-dismiss (paused on hover/focus), swipe to dismiss, F8 moves focus to the region.
 * A destructive toast is announced assertively; others politely.
 */
export function Toaster() {
  const current = useCurrentToast();
  const variant = current?.variant ?? 'default';
  const layer = useToastLayer();

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current && (
        <Root
          // A new id remounts the toast, so its timer restarts and it is announced afresh.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => !open && dismiss(current.id)}
          duration={current.duration ?? TOAST_DURATION_MS}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          $variant={variant}
          data-variant={variant}
        >
          {variant !== 'default' && (
            <Icon aria-hidden="true">{variant === 'destructive' ? <CircleAlert size={20} /> : <CircleCheck size={20} />}</Icon>
          )}
          <Body>
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
            {/* Under the text, not beside it: at 390 px a side-by-side action squeezes the message. */}
            {current.action && (
              <Action altText={current.action.label} onClick={current.action.onClick}>
                {current.action.label}
              </Action>
            )}
          </Body>
          <Close aria-label="Dismiss notification" title="Dismiss notification">
            <X size={18} aria-hidden="true" />
          </Close>
        </Root>
      )}
      {layer && createPortal(<Viewport />, layer)}
    </RadixToast.Provider>
  );
}
