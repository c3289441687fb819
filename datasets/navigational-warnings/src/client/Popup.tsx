// Popup on a click: heading, area and the first words of the text.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { warningText, warningTitle } from './describe.js';
import { useLanguage } from './use-language.js';

export default function WarningPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  const body = warningText(language, p);
  return (
    <div data-testid="coastalwarnings-popup">
      <strong>{warningTitle(language, p)}</strong>
      {typeof p['area'] === 'string' && <div>{p['area']}</div>}
      <div>{body.length > 120 ? `${body.slice(0, 117)}…` : body}</div>
    </div>
  );
}
