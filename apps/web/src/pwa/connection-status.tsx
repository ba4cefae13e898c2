import { useEffect, useState, useSyncExternalStore } from 'react';
import { CheckCircleFill, WifiOff } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';

/** Bootstrap's fade (`$transition-fade`, .15 s). */
const FADE_MS = 150;

type ToastPhase = 'entering' | 'entered' | 'exiting' | 'exited';

/** Bootstrap's toast classes in each phase, as react-bootstrap's ToastFade sets them. */
const TOAST_CLASSES: Record<Exclude<ToastPhase, 'exited'>, string> = {
  entering: 'show showing',
  entered: 'show',
  exiting: 'showing show',
};

/**
 * Where a toast shown while `shown` is in its fade in or out: react-bootstrap's Fade without
 * react-transition-group, which every page's first load carried for this toast (issue #20).
 */
function useToastPhase(shown: boolean): ToastPhase {
  const [phase, setPhase] = useState<ToastPhase>(shown ? 'entered' : 'exited');
  const target = shown ? 'entered' : 'exited';
  // Adjusted while rendering, as ConnectionStatus does: no extra pass.
  if (shown && (phase === 'exited' || phase === 'exiting')) setPhase('entering');
  if (!shown && (phase === 'entered' || phase === 'entering')) setPhase('exiting');
  useEffect(() => {
    if (phase === target) return;
    const timer = setTimeout(() => setPhase(target), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase, target]);
  return phase;
}

/** How long 'Back online' stays before it goes by itself. */
export const BACK_ONLINE_MS = 3_000;

function onConnectionChange(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  // A page the server renders was asked for over the network.
  return useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
}

/**
 * SPEC §4: offline/online status is tracked and shown: 'You are offline' for as long as it lasts,
 * then 'Back online' briefly.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(false);
  const [backOnline, setBackOnline] = useState(false);

  // Adjusted while rendering (React's pattern for state derived from a change): no extra pass.
  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const offline = !online;
  const phase = useToastPhase(offline || backOnline);
  // Bootstrap's toast markup as react-bootstrap's Toast renders it, without its extras (header,
  // close button, autohide) and transition library, which every page's first load carried (issue #20).
  return (
    <div className="toast-container bottom-0 start-50 translate-middle-x position-fixed p-3 app-connection-status">
      {phase !== 'exited' && (
        <div
          className={`fade toast text-bg-${offline ? 'dark' : 'success'} ${TOAST_CLASSES[phase]}`}
          role="alert"
          aria-live="assertive"
          aria-atomic="true"
          data-testid="connection-status"
        >
          <div className="d-flex align-items-center gap-2 toast-body" role="status" aria-live="polite">
            {offline ? <WifiOff aria-hidden="true" /> : <CheckCircleFill aria-hidden="true" />}
            <span>{offline ? t('connection.offline') : t('connection.online')}</span>
          </div>
        </div>
      )}
    </div>
  );
}
