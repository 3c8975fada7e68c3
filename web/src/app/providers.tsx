import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ALERT_DURATION_MS } from '../../../shared/constants.ts';
import { NotificationsOnDemand } from './notifications-on-demand.tsx';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals delays in component tests. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <NotificationsOnDemand position="top-right" autoClose={ALERT_DURATION_MS} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
