import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Radix Tabs with Forkcast looks; same props as Radix (value/onValueChange, arrow-key navigation). */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: 1 1 0;
  min-height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space(4)};
`;
