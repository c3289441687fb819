import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shell/modals.store.js';
import { IconButton } from '../../ui/IconButton.js';

/** Opens the user-feedback dialog (spec 01 §2, bottom left). */
export default function FeedbackButton() {
  const { t } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={MessageSquare}
        label={t('controls.feedback')}
        onPress={() =>
          openModal({
            id: 'feedback',
            title: t('controls.feedback'),
            content: (
              <>
                <p>{t('shell.notAvailableYet')}</p>
                <p className="muted">{t('shell.notAvailableYetHint')}</p>
              </>
            ),
          })
        }
        testId="control-feedback"
      />
    </div>
  );
}
