// Popup on a click: the name and its type.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeName } from './describe.js';
import { useLanguage } from './use-language.js';

export default function NamePopup({ feature }: DatasetViewProps['popup']) {
  const described = describeName(feature.properties, useLanguage());
  return (
    <div data-testid="placenames-popup">
      <strong>{described.title}</strong>
      <div>{described.kind}</div>
    </div>
  );
}
