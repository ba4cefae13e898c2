import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { PwaSync } from '../pwa/pwa-sync';
import { MemberSync } from './member-sync';

/** What wraps every page, in the browser and in the server's rendering alike, so both give the same markup. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemberSync />
        <PwaSync />
        {children}
      </QueryClientProvider>
    </StrictMode>
  );
}
