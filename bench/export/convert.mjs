// One conversion by our writers, as its own process so its peak memory is its own: reads a
// GeoJSON file, makes the export document as dataset downloads do, writes it in one format.
// A format that writes in chunks (Excel) is written as the server sends it: chunk by chunk,
// compressed by Node's zlib.
// Usage: node convert.mjs <in.geojson> <format id> <out file>
import fs from 'node:fs';
import { documentFromGeoJson, exportFormat } from '@havkart/export';
import { nodeDeflater } from '@havkart/export/node';

const [input, formatId, output] = process.argv.slice(2);
const format = exportFormat(formatId);
if (!format) throw new Error(`unknown format ${formatId}`);
const geojson = JSON.parse(fs.readFileSync(input, 'utf8'));
const document = documentFromGeoJson(geojson, { name: 'bench', nameProperty: 'name' });
if (format.loadChunks) {
  const writeChunks = await format.loadChunks();
  const file = fs.openSync(output, 'w');
  for (const chunk of writeChunks(document, { deflater: nodeDeflater })) fs.writeSync(file, chunk);
  fs.closeSync(file);
} else {
  const write = await format.load();
  fs.writeFileSync(output, await write(document));
}
