import { X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { toasts } from '../toasts.js';

/** The toast region: short messages that screen readers announce and that time out. */
export default function ToastHost() {
  const { t } = useTranslation();
  return (
    <ToastRegion queue={toasts} className="toast-region" aria-label={t('shell.notifications')}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast tone-${toast.content.tone ?? 'info'}`}>
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.title}</Text>
            {toast.content.description && (
              <Text slot="description" className="small">
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" className="icon-button" aria-label={t('shell.close')}>
            <X aria-hidden size={16} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
