import type { nbNO } from './locales/nb-NO.js';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the Norwegian keys with any text. */
export type Messages = Widen<typeof nbNO>;
