// Reads the PNGs the demo raster writes (8-bit RGBA, filter 0), for tests only: counts pixels
// of a colour. An independent check that a drawn tile is what it claims.
import { inflateSync } from 'node:zlib';

export const PNG_SIGNATURE_FOR_TESTS = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

export function decodePngForTests(png: Buffer) {
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    return `#${[0, 1, 2].map((c) => rows[i + c]!.toString(16).padStart(2, '0')).join('')}`;
  };
  return {
    width,
    height,
    pixel,
    count(colour: string): number {
      let n = 0;
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) if (pixel(x, y) === colour) n += 1;
      return n;
    },
  };
}
