import type { GeoJsonGeometry } from '@havkart/domain';
import { Upload } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../registration/fields.js';
import { useAreaOnMap } from '../admin/application-area.js';
import { previewRings } from './area.js';

interface AreaInputProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly geometry: GeoJsonGeometry | null;
  readonly error?: string;
}

/**
 * The area of interest as GeoJSON text, typed, pasted or read from a file, with an outline
 * of the polygon once it parses, and the polygon on the main map.
 */
export function AreaInput({ value, onChange, geometry, error }: AreaInputProps) {
  const { t } = useTranslation();
  const uploadId = useId();
  // The parsed area is drawn on the main map too, as the administrator will see it.
  useAreaOnMap(geometry);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text());
  };
  return (
    <div className="form-section">
      <TextInput
        name="areaOfInterest"
        label={t('applications.ais.area')}
        description={t('applications.ais.areaHint')}
        value={value}
        onChange={onChange}
        error={error}
        multiline
      />
      <label htmlFor={uploadId} className="form-button form-button--quiet file-button">
        <Upload aria-hidden size={18} />
        {t('applications.ais.upload')}
      </label>
      <input
        id={uploadId}
        className="visually-hidden-file"
        type="file"
        accept=".geojson,.json,application/geo+json,application/json"
        onChange={onFile}
      />
      {geometry && (
        <svg
          className="area-preview"
          viewBox="0 0 100 75"
          role="img"
          aria-label={t('applications.ais.preview')}
          data-testid="area-preview"
        >
          {previewRings(geometry).map((points, index) => (
            <polygon key={index} points={points} />
          ))}
        </svg>
      )}
    </div>
  );
}
