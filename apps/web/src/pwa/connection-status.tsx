import { useEffect, useState, useSyncExternalStore } from 'react';
import { Fade } from 'react-bootstrap';
import { CheckCircleFill, WifiOff } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';

/** Bootstrap's toast classes while it fades in and out (react-bootstrap's ToastFade). */
const TOAST_FADE = { entering: 'showing', exiting: 'showing show' };

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
  // Bootstrap's toast markup as react-bootstrap's Toast renders it, without its extras (header,
  // close button, autohide), which every page's first load carried (issue #20).
  return (
    <div className="toast-container bottom-0 start-50 translate-middle-x position-fixed p-3 app-connection-status">
      <Fade in={offline || backOnline} unmountOnExit transitionClasses={TOAST_FADE}>
        <div className={`toast bg-${offline ? 'dark' : 'success'}`} role="alert" aria-live="assertive" aria-atomic="true" data-testid="connection-status">
          <div className="d-flex align-items-center gap-2 text-white toast-body" role="status" aria-live="polite">
            {offline ? <WifiOff aria-hidden="true" /> : <CheckCircleFill aria-hidden="true" />}
            <span>{offline ? t('connection.offline') : t('connection.online')}</span>
          </div>
        </div>
      </Fade>
    </div>
  );
}
