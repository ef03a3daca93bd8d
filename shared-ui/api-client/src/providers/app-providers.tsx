import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@forkcast/design-system';
import { GlobalStyle } from '@forkcast/design-system';
import { Toaster } from '@forkcast/design-system';

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every screen runs inside: the shell's and each remote's standalone harness alike.
 * Global styles and the one Toaster are mounted here so no app can forget (or duplicate) them.
 */
export function AppProviders({ queryClient, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
