import { X } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.js';
import { useModals } from '../modals.store.js';

/** Shows the list of active modals; Escape or the close button closes the top one. */
export default function ModalHost() {
  const { t } = useTranslation();
  const modals = useModals((state) => state.modals);
  const closeModal = useModals((state) => state.closeModal);
  return (
    <>
      {modals.map((modal) => (
        <ModalOverlay
          key={modal.id}
          className="modal-overlay"
          isOpen
          isDismissable
          onOpenChange={(open) => !open && closeModal(modal.id)}
        >
          <Modal className="modal">
            <Dialog className="dialog" data-testid={`modal-${modal.id}`}>
              <header className="panel-header">
                <Heading slot="title" className="panel-title">
                  {modal.title}
                </Heading>
                <IconButton
                  icon={X}
                  label={t('shell.close')}
                  onPress={() => closeModal(modal.id)}
                />
              </header>
              <div className="panel-body">{modal.content}</div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ))}
    </>
  );
}
