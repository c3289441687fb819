import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FavouriteRow } from './FavouriteRow.js';
import { useFavourites } from './favourites.store.js';
import { openFavourite } from './open-favourite.js';
import './favourites.css';

/** A favourite clicked on the map, with the panel's actions: open, rename, remove. */
export default function FavouritePopup({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favourite = useFavourites((state) => state.favourites.find((item) => item.id === id));
  if (!favourite) {
    return (
      <div className="favourites-panel" data-testid="favourite-popup">
        <p className="muted">{t('favourites.empty')}</p>
      </div>
    );
  }
  return (
    <div className="favourites-panel" data-testid="favourite-popup">
      <p className="muted small">{t(`favourites.category.${favourite.category}`)}</p>
      <ul>
        <FavouriteRow
          favourite={favourite}
          onOpen={() => {
            openFavourite(favourite, (to) => void navigate(to));
            onClose();
          }}
        />
      </ul>
    </div>
  );
}
