import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../route-table';

/** Opens the signup modal of the layout; provided by the layouts that have one (SPEC §2). */
export const SignupModalContext = createContext<(() => void) | null>(null);

/** Opens the signup modal, or goes to the signup page where the layout has no modal. */
export function useOpenSignup(): () => void {
  const open = useContext(SignupModalContext);
  const navigate = useNavigate();
  return open ?? (() => void navigate(pathFor('signup')));
}
