import { favouriteNameProblem, FAVOURITE_NAME_MAX } from '@havkart/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.js';
import type { Favourite } from './favourites.rules.js';
import { useFavourites } from './favourites.store.js';

/** One favourite in the panel or its popup: open it, rename it (1–100 characters), remove it. */
export function FavouriteRow({ favourite, onOpen }: { favourite: Favourite; onOpen(): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const problem = editing === null ? null : favouriteNameProblem(editing);
  const name = favourite.name.trim() === '' ? t('favourites.unnamed') : favourite.name;
  if (editing !== null) {
    return (
      <li data-testid="favourite-row" data-favourite-id={favourite.id}>
        <form
          className="favourite-rename"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            useFavourites.getState().update(favourite.id, { name: editing.trim() });
            setEditing(null);
          }}
        >
          <label>
            {t('favourites.name')}
            <input
              type="text"
              value={editing}
              maxLength={FAVOURITE_NAME_MAX + 20}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `rename-${favourite.id}-error` : undefined}
              onChange={(event) => setEditing(event.target.value)}
              data-testid="favourite-name"
              autoFocus
            />
          </label>
          {problem && (
            <span id={`rename-${favourite.id}-error`} className="field-error" role="alert">
              {problem === 'required'
                ? t('validation.Required field')
                : t('validation.Too many characters')}
            </span>
          )}
          <button type="submit" className="button" data-testid="favourite-save">
            {t('favourites.save')}
          </button>
          <button type="button" className="button-link" onClick={() => setEditing(null)}>
            {t('favourites.cancel')}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li data-testid="favourite-row" data-favourite-id={favourite.id}>
      <button
        type="button"
        className="button-link favourite-open"
        aria-label={t('favourites.open', { name })}
        onClick={onOpen}
        data-testid="favourite-open"
      >
        {name}
        <span className="muted small">
          {' '}
          · {t('favourites.visits', { count: favourite.visits })}
        </span>
      </button>
      <IconButton
        icon={Pencil}
        label={t('favourites.rename')}
        onPress={() => setEditing(favourite.name)}
        testId="favourite-rename"
      />
      <IconButton
        icon={Trash2}
        label={t('favourites.remove')}
        onPress={() => useFavourites.getState().remove(favourite.id)}
        testId="favourite-remove"
      />
    </li>
  );
}
