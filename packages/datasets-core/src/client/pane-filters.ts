// Rules a dataset's filter pane shares with others: a multiple-choice filter whose active
// value lists the choices shown, switched off again once every choice is shown.

/** A filter as the web app hands a pane (its `GenericFilter`, by shape). */
export interface PaneFilter {
  readonly id: string;
  readonly active: boolean;
  readonly value: unknown;
  readonly defaultValue: unknown;
  readonly [field: string]: unknown;
}

/** The choices a pane shows checked, in `choices`' order: all while the filter is off. */
export function shownChoices<T extends string>(
  filters: readonly PaneFilter[],
  filterId: string,
  choices: readonly T[],
): T[] {
  const filter = filters.find((f) => f.id === filterId);
  if (!filter?.active || !Array.isArray(filter.value)) return [...choices];
  return choices.filter((choice) => (filter.value as unknown[]).includes(choice));
}

/** The filters with one choice switched; every choice shown again turns the filter off. */
export function toggleChoice<F extends PaneFilter, T extends string>(
  filters: readonly F[],
  filterId: string,
  choices: readonly T[],
  choice: T,
): F[] {
  const shown = new Set(shownChoices(filters, filterId, choices));
  if (shown.has(choice)) shown.delete(choice);
  else shown.add(choice);
  const value = choices.filter((c) => shown.has(c));
  const all = value.length === choices.length;
  return filters.map((f) =>
    f.id === filterId ? { ...f, active: !all, value: all ? f.defaultValue : value } : f,
  );
}
