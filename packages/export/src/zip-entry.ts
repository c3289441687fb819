// A zip entry compressed by a raw-DEFLATE function of the caller's choice. The browser and
// the tests use fflate's (pure JavaScript); the server passes Node's zlib (node-deflate.ts),
// several times faster on the tens of megabytes of XML a large Excel sheet is.
import { Deflate, ZipPassThrough } from 'fflate';

/** Raw DEFLATE of a stream given in pieces: each push returns the compressed bytes it made. */
export interface RawDeflater {
  push(chunk: Uint8Array, final: boolean): Uint8Array<ArrayBuffer>;
}

/** Makes one deflater per zip entry. */
export type RawDeflaterFactory = () => RawDeflater;

/** Bytes of several chunks as one new array. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * fflate's deflate at level 1: spreadsheet XML repeats itself so much that harder work
 * saves little space (level 6 made a 252,243-row sheet 17 % smaller and took 3× as long).
 */
export const fflateDeflater: RawDeflaterFactory = () => {
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 1 }, (chunk) => out.push(chunk));
  return {
    push(chunk, final) {
      deflate.push(chunk, final);
      return concatBytes(out.splice(0));
    },
  };
};

/** A zip entry (method 8, deflate) whose CRC and size fflate's pass-through counts. */
export class DeflatedZipEntry extends ZipPassThrough {
  private readonly deflater: RawDeflater;

  constructor(filename: string, deflater: RawDeflaterFactory, mtime: Date) {
    super(filename);
    this.compression = 8;
    this.mtime = mtime;
    this.deflater = deflater();
  }

  protected override process(chunk: Uint8Array, final: boolean): void {
    this.ondata(null, this.deflater.push(chunk, final), final);
  }
}
