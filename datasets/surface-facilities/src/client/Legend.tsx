// Legend: the two icons as the map draws them, and the demo-data notice.
import {
  markerIconId,
  markerIconImage,
  type DatasetViewProps,
  type MarkerShape,
} from '@havkart/datasets-core/client';
import { useEffect, useRef } from 'react';
import { facilityColour } from './layers.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

function Icon({ shape, colour }: { shape: MarkerShape; colour: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const image = markerIconImage(markerIconId(shape, colour));
    const context = canvas.current?.getContext('2d');
    if (!image || !context) return;
    context.putImageData(
      new ImageData(new Uint8ClampedArray(image.data), image.width, image.height),
      0,
      0,
    );
  }, [shape, colour]);
  return (
    <canvas
      ref={canvas}
      width={24}
      height={24}
      aria-hidden="true"
      style={{ verticalAlign: 'middle', marginInlineEnd: '0.4em' }}
    />
  );
}

export default function FacilityLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colour = facilityColour(context.theme);
  return (
    <div data-testid="surfacefacilities-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        <li>
          <Icon shape="windmill" colour={colour} />
          {text(language, 'windmill')}
        </li>
        <li>
          <Icon shape="platform" colour={colour} />
          {text(language, 'platform')}
        </li>
      </ul>
    </div>
  );
}
