import { useState } from 'react';
import { dismiss, dismissedAt } from '../lib/dismissals';

/** Whether an alert was closed before, and the way to close it for good. */
export function useDismissal(name: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => dismissedAt(name) !== undefined);
  return [
    dismissed,
    () => {
      dismiss(name);
      setDismissed(true);
    },
  ];
}
