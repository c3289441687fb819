import type { FavouriteCategory, FavouriteShape } from '@havkart/domain';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.js';
import { useFavourites } from './favourites.store.js';
import './favourites.css';

export interface FavouriteStarProps {
  /** The route the favourite opens, e.g. `/point/5.3_60.4`. */
  readonly value: string;
  readonly name: string;
  readonly category: FavouriteCategory;
  readonly geometries: readonly FavouriteShape[];
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Adds the thing shown to the favourites, or removes it (spec 01 §4; checklist A79). */
export function FavouriteStar(props: FavouriteStarProps) {
  const { t } = useTranslation();
  const existing = useFavourites((state) =>
    state.favourites.find((item) => item.value === props.value),
  );
  return (
    <IconButton
      icon={Star}
      label={existing ? t('favourites.remove') : t('favourites.add')}
      pressed={existing !== undefined}
      className="favourite-star"
      testId="favourite-star"
      onPress={() => {
        const store = useFavourites.getState();
        if (existing) store.remove(existing.id);
        else
          store.add({
            name: props.name,
            value: props.value,
            category: props.category,
            geometries: props.geometries,
            ...(props.data ? { data: props.data } : {}),
          });
      }}
    />
  );
}
