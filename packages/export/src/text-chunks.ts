// Text written piece by piece and handed on as UTF-8 chunks of about 64 KiB, so a server can
// send a large file while it is written. Pieces are never split: joined, the chunks are the
// bytes of the whole text encoded at once.
const CHUNK_CHARACTERS = 64 * 1024;

export function* textChunks(pieces: Iterable<string>): Iterable<Uint8Array> {
  const encoder = new TextEncoder();
  let buffered: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    buffered.push(piece);
    size += piece.length;
    if (size >= CHUNK_CHARACTERS) {
      yield encoder.encode(buffered.join(''));
      buffered = [];
      size = 0;
    }
  }
  if (buffered.length > 0) yield encoder.encode(buffered.join(''));
}

/** The chunks as one array of bytes, for the writers that hand back the whole file. */
export function joinChunks(chunks: Iterable<Uint8Array>): Uint8Array {
  const all = [...chunks];
  const bytes = new Uint8Array(all.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of all) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
