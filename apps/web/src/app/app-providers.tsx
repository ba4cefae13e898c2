import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { PwaSync } from '../pwa/pwa-sync';
import { AfterTakeOver } from './after-take-over';
import { takenOverAndSettled } from './take-over';
import { MemberSync } from './member-sync';

/**
 * Marks the document once the app runs it (`<html data-hydrated>`): a page the server rendered
 * looks ready before its buttons work, and browser tests wait for this before using it: once every
 * part of it has been taken over and what waited for that drawn (app/take-over.tsx).
 */
function HydratedMark() {
  useEffect(() => {
    void takenOverAndSettled().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/** What wraps every page, in the browser and in the server's rendering alike, so both give the same markup. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AfterTakeOver>
          <MemberSync />
          <PwaSync />
        </AfterTakeOver>
        {children}
        <HydratedMark />
      </QueryClientProvider>
    </StrictMode>
  );
}
