import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** A modal's title, as a level-2 heading in the page's outline, and its translated close button. */
export function DialogHeader({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal.Header closeButton closeLabel={t('common.close')}>
      <Modal.Title as="h2" className="h5">
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}
