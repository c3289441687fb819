/**
 * The AIS sources a user may prefer (spec 01 §6, 02 §6). A module of its own: the app
 * variants name their preferred source, and the permission rules read the variant table, so
 * neither imports the other round a circle.
 */
export const AIS_SOURCES = ['arctic', 'fiskinfo', 'fiskehelse', 'aisApi', 'open'] as const;
export type AisSource = (typeof AIS_SOURCES)[number];
