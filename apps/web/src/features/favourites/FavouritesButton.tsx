import { Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shell/modals.store.js';
import { IconButton } from '../../ui/IconButton.js';

// The panel is fetched on first use only (R01.28).
const FavouritesPanel = lazy(() => import('./FavouritesPanel.js'));

/** The favourites control at the map's top right (spec 01 §2; checklist R01.19). */
export default function FavouritesButton() {
  const { t } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={Star}
        label={t('favourites.control')}
        onPress={() =>
          openModal({
            id: 'favourites',
            title: t('favourites.title'),
            content: (
              <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
                <FavouritesPanel />
              </Suspense>
            ),
          })
        }
        testId="control-favourites"
      />
    </div>
  );
}
