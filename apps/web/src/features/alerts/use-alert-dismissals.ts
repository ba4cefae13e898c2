import { useState } from 'react';
import { dismiss, dismissedAt } from '../../lib/dismissals';
import { ALERT_NAMES, type AlertName } from './alert-rules';

/** Which alerts were closed before (SPEC §4: a dismissal stores its time and lasts), and closing one. */
export function useAlertDismissals(): [dismissed: ReadonlySet<AlertName>, dismiss: (name: AlertName) => void] {
  const [dismissed, setDismissed] = useState<ReadonlySet<AlertName>>(
    () => new Set(ALERT_NAMES.filter((name) => dismissedAt(name) !== undefined)),
  );
  return [
    dismissed,
    (name) => {
      dismiss(name);
      setDismissed((before) => new Set(before).add(name));
    },
  ];
}
