// Popup on a click: name, kind and the first rows (type, character).
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeInstallation } from './describe.js';
import { useLanguage } from './use-language.js';

export default function InstallationPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const described = describeInstallation(feature.properties, language);
  return (
    <div data-testid="navigationinstallations-popup">
      <strong>{described.title}</strong>
      <div>{described.kind}</div>
      {described.rows.slice(0, 2).map((row) => (
        <div key={row.label}>
          {row.label}: {row.value}
        </div>
      ))}
    </div>
  );
}
