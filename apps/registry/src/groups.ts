import type { DatasetGroupManifest } from '@havkart/datasets-core';

/** Menu groups, in menu order. A group with no dataset for an app variant is not listed. */
export const DATASET_GROUPS: readonly DatasetGroupManifest[] = [
  {
    id: 'basemaps',
    name: { 'nb-NO': 'Bakgrunnskart', 'en-US': 'Base maps' },
    order: 0,
    collapsedDefault: false,
  },
  {
    id: 'navigation',
    name: { 'nb-NO': 'Navigasjon', 'en-US': 'Navigation' },
    order: 10,
    collapsedDefault: false,
  },
  {
    id: 'ais',
    name: { 'nb-NO': 'AIS', 'en-US': 'AIS' },
    order: 5,
    collapsedDefault: false,
  },
  {
    id: 'areas',
    name: { 'nb-NO': 'Områder og grenser', 'en-US': 'Areas and boundaries' },
    order: 15,
    collapsedDefault: true,
  },
  {
    id: 'weather',
    name: { 'nb-NO': 'Vær', 'en-US': 'Weather' },
    order: 20,
    collapsedDefault: false,
  },
  {
    id: 'placenames',
    name: { 'nb-NO': 'Stedsnavn', 'en-US': 'Place names' },
    order: 30,
    collapsedDefault: false,
  },
  {
    id: 'fishery',
    name: { 'nb-NO': 'Fiske og havbruk', 'en-US': 'Fishing and aquaculture' },
    order: 25,
    collapsedDefault: false,
  },
];
