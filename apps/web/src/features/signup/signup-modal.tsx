import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { SignupFlow } from './signup-flow';
import { SignupGate } from './signup-gate';
import { useSignupFlow } from './use-signup-flow';
import { TitledModal } from '../../components/titled-modal';

/**
 * The layouts' signup modal. Once typing has begun it closes only by its close button: a stray
 * click beside it or Escape must not throw a half-done signup away (SPEC §4).
 */
export default function SignupModal({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const [show, setShow] = useState(true);
  const close = () => setShow(false);
  const flow = useSignupFlow({ onSignedUp: close });
  return (
    <TitledModal
      show={show}
      onHide={close}
      onExited={onClosed}
      backdrop={flow.inProgress ? 'static' : true}
      keyboard={!flow.inProgress}
      centered
      data-testid="signup-modal"
      title={t('signup.title')}
    >
      <Modal.Body className="p-4">
        <SignupGate>
          <SignupFlow flow={flow} onLeave={close} />
        </SignupGate>
      </Modal.Body>
    </TitledModal>
  );
}
