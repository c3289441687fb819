import { FAVOURITE_CATEGORIES, sortFavourites } from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModals } from '../../shell/modals.store.js';
import { FavouriteRow } from './FavouriteRow.js';
import { useFavourites } from './favourites.store.js';
import { openFavourite } from './open-favourite.js';
import './favourites.css';

/** The modal id of the panel. */
export const FAVOURITES_PANEL_ID = 'favourites';

/**
 * The favourites panel (spec 01 §2, §4; checklist R19.04–R19.07): by category, most visited
 * first, then newest; open, rename and remove each, or clear all after a confirmation.
 */
export default function FavouritesPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favourites = useFavourites((state) => state.favourites);
  const closeModal = useModals((state) => state.closeModal);
  const [confirming, setConfirming] = useState(false);
  const sorted = sortFavourites(favourites);
  if (sorted.length === 0) {
    return (
      <div className="favourites-panel" data-testid="favourites-panel">
        <p className="muted">{t('favourites.empty')}</p>
      </div>
    );
  }
  return (
    <div className="favourites-panel" data-testid="favourites-panel">
      {FAVOURITE_CATEGORIES.map((category) => {
        const items = sorted.filter((item) => item.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} data-category={category}>
            <h3 className="small">{t(`favourites.category.${category}`)}</h3>
            <ul>
              {items.map((favourite) => (
                <FavouriteRow
                  key={favourite.id}
                  favourite={favourite}
                  onOpen={() => {
                    openFavourite(favourite, (to) => void navigate(to));
                    closeModal(FAVOURITES_PANEL_ID);
                  }}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {confirming ? (
        <div role="alertdialog" aria-label={t('favourites.confirmClear')}>
          <p>{t('favourites.confirmClear')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              useFavourites.getState().clear();
              setConfirming(false);
            }}
            data-testid="favourites-clear-confirm"
          >
            {t('favourites.confirmClearYes')}
          </button>
          <button type="button" className="button-link" onClick={() => setConfirming(false)}>
            {t('favourites.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button-link"
          onClick={() => setConfirming(true)}
          data-testid="favourites-clear"
        >
          {t('favourites.clearAll')}
        </button>
      )}
    </div>
  );
}
