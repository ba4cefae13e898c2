import { type ReactNode, useId } from 'react';
import { Modal, type ModalProps } from 'react-bootstrap';
import { useTranslation } from '../i18n/use-translation';

/** A modal's title, as a level-2 heading in the page's outline, and its translated close button. */
function DialogHeader({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal.Header closeButton closeLabel={t('common.close')}>
      <Modal.Title as="h2" className="h5" id={id}>
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}

/** A modal with its title in the header, the dialog named by it for screen readers (WCAG 4.1.2). */
export function TitledModal({ title, children, ...props }: Omit<ModalProps, 'title'> & { title: ReactNode }) {
  const id = useId();
  return (
    <Modal {...props} aria-labelledby={id}>
      <DialogHeader id={id}>{title}</DialogHeader>
      {children}
    </Modal>
  );
}
