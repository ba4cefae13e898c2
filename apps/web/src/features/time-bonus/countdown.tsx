import { formatCountdown } from '@app/core';

/**
 * The hh:mm:ss of SPEC §4. Digits of equal width keep it from jittering each second; it is not
 * announced every second (aria-live off), a screen reader reads it when it gets there.
 */
export function Countdown({ seconds, className }: { seconds: number; className?: string }) {
  return (
    <span role="timer" aria-live="off" className={className ? `app-countdown ${className}` : 'app-countdown'} data-testid="time-bonus-countdown">
      {formatCountdown(seconds)}
    </span>
  );
}
