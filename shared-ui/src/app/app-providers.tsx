import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

/** The providers every screen runs inside: the shell's and each remote's standalone harness alike. */
export function AppProviders({ queryClient, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
