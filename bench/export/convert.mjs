// One conversion by our writers, as its own process so its peak memory is its own: reads a
// GeoJSON file, makes the export document as dataset downloads do, writes it in one format.
// Usage: node convert.mjs <in.geojson> <format id> <out file>
import fs from 'node:fs';
import { documentFromGeoJson, exportFormat } from '@havkart/export';

const [input, formatId, output] = process.argv.slice(2);
const format = exportFormat(formatId);
if (!format) throw new Error(`unknown format ${formatId}`);
const geojson = JSON.parse(fs.readFileSync(input, 'utf8'));
const document = documentFromGeoJson(geojson, { name: 'bench', nameProperty: 'name' });
const write = await format.load();
fs.writeFileSync(output, await write(document));
