import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';
import { CheckCircleFill, WifiOff } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';

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
  return (
    <ToastContainer position="bottom-center" containerPosition="fixed" className="p-3 app-connection-status">
      <Toast show={offline || backOnline} bg={offline ? 'dark' : 'success'} data-testid="connection-status">
        <Toast.Body className="d-flex align-items-center gap-2 text-white" role="status" aria-live="polite">
          {offline ? <WifiOff aria-hidden="true" /> : <CheckCircleFill aria-hidden="true" />}
          <span>{offline ? t('connection.offline') : t('connection.online')}</span>
        </Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
