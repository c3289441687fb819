import { Code, Share2 } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shell/modals.store.js';
import { IconButton } from '../../ui/IconButton.js';

// Each dialog is fetched on first use only (R01.28: embed details load on demand).
const ShareDialog = lazy(() => import('./ShareDialog.js'));
const EmbedDialog = lazy(() => import('./EmbedDialog.js'));

function DialogButton(props: {
  id: string;
  icon: typeof Share2;
  label: string;
  title: string;
  Dialog: ComponentType;
}) {
  const { t } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  const { Dialog } = props;
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={props.icon}
        label={props.label}
        onPress={() =>
          openModal({
            id: props.id,
            title: props.title,
            content: (
              <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
                <Dialog />
              </Suspense>
            ),
          })
        }
        testId={`control-${props.id}`}
      />
    </div>
  );
}

/** The share control at the map's top right (spec 01 §2; checklist R01.19). */
export function ShareButton() {
  const { t } = useTranslation();
  return (
    <DialogButton
      id="share"
      icon={Share2}
      label={t('share.control')}
      title={t('share.title')}
      Dialog={ShareDialog}
    />
  );
}

/** The embed control, on variants that may be embedded (spec 01 §2; R27.09). */
export function EmbedButton() {
  const { t } = useTranslation();
  return (
    <DialogButton
      id="embed"
      icon={Code}
      label={t('share.embedControl')}
      title={t('share.embedTitle')}
      Dialog={EmbedDialog}
    />
  );
}
