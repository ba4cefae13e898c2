import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SignupModalContext } from '../hooks/use-signup-modal';

// Its own chunk: most page views never open it.
const SignupModal = lazy(() => import('../features/signup/signup-modal'));

/** The layouts' signup modal (SPEC §2: default and empty layouts), opened with useOpenSignup(). */
export function SignupModalHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <SignupModalContext value={() => setOpen(true)}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SignupModal onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </SignupModalContext>
  );
}
