// Olex (R28.04): the plain-text layout Olex itself exports, gzipped as Olex's own exports
// are. The file opens with `Ferdig forenklet`; each object is a block of `Rute {navn}`,
// `Rutetype` (`Areal` for areas, `Strek` for lines), `Plottsett`, then a line per point:
// latitude and longitude in minutes of arc (degrees × 60, up to 7 decimals), Unix time in
// seconds and a symbol name, a `Navn {navn}` line after a point that has a name, and a blank
// line ending the block. Olex writes ISO-8859-1.
import { gzipSync } from 'fflate';
import { featureParts, plainNumber, type ExportDocument, type ExportFeature } from './model.js';

/** Name Olex gives an object without one. */
const UNNAMED = 'uten navn';
/** Olex's plot set for routes and marks. */
const PLOT_SET = 8;
/** Olex's default mark, a brown circle. */
const POINT_SYMBOL = 'Brunsirkel';

/** Olex's word for how a block is drawn: an area, a plain line, or none for routes and marks. */
function routeType(feature: ExportFeature): string | null {
  switch (feature.kind) {
    case 'polygon':
    case 'circle':
      return 'Areal';
    case 'line':
    case 'track':
      return 'Strek';
    default:
      return null;
  }
}

function olexName(name: string | null): string {
  const clean = (name ?? '').replace(/[\r\n]+/g, ' ').trim();
  return clean || UNNAMED;
}

function block(feature: ExportFeature, fallbackTime: number): string[] {
  const lines = [`Rute ${olexName(feature.name)}`];
  const type = routeType(feature);
  if (type) lines.push(`Rutetype ${type}`);
  lines.push(`Plottsett ${PLOT_SET}`);
  for (const part of featureParts(feature)) {
    for (const p of part) {
      const seconds = Math.floor((p.time ?? fallbackTime) / 1000);
      lines.push(
        `${plainNumber(p.lat * 60, 7)} ${plainNumber(p.lon * 60, 7)} ${seconds} ${POINT_SYMBOL}`,
      );
      if (p.name) lines.push(`Navn ${olexName(p.name)}`);
    }
  }
  lines.push('');
  return lines;
}

/** ISO-8859-1 bytes; characters outside it become `?`. */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[i] = code <= 0xff ? code : 0x3f;
  }
  return bytes;
}

/**
 * The document in Olex's export layout, gzipped. Points without a time get `createdAt`
 * (epoch ms), as Olex stamps every point.
 */
export function writeOlex(document: ExportDocument, createdAt: number = Date.now()): Uint8Array {
  const lines = ['Ferdig forenklet', ''];
  for (const feature of document.features) {
    for (const line of block(feature, createdAt)) lines.push(line);
  }
  return gzipSync(latin1(lines.join('\n')));
}
