import { prng } from './corpus.js';

/** What a reframed line should decode with. */
export interface Reframed {
  line: string;
  /** Expected `source`, or null. */
  source: string | null;
  /** Expected receive time, Unix seconds, or null. */
  time: number | null;
}

/**
 * Rewrites tag-block lines (`\s:…,c:…*hh\!AIVDM…`) into the framings real receivers log,
 * chosen per line by `seed`: NAIS-style `,station,time` after the checksum, the time alone,
 * a leading Unix time, a leading ISO time, the bare sentence; some with a lower-case checksum
 * or a CR before the line break. Fragments of one message share the framing's station.
 */
export function reframe(lines: readonly string[], seed: number): Reframed[] {
  const r = prng(seed);
  let choice = [0, 0, 0];
  return lines.map((tagged) => {
    let station: string | null = null;
    let time: number | null = null;
    let sentence = tagged;
    if (tagged.startsWith('\\')) {
      const close = tagged.indexOf('\\', 1);
      for (const p of tagged.slice(1, tagged.lastIndexOf('*', close)).split(',')) {
        if (p.startsWith('s:')) station = p.slice(2);
        if (p.startsWith('c:')) time = Number(p.slice(2));
      }
      sentence = tagged.slice(close + 1);
    }
    // Later fragments of a message keep the first fragment's framing, as a receiver does.
    if (sentence.split(',')[2] === '1') choice = [r(), r(), r()];
    const [lower, crlf, x] = choice as [number, number, number];
    if (lower < 0.1) sentence = sentence.slice(0, -2) + sentence.slice(-2).toLowerCase();
    const cr = crlf < 0.2 ? '\r' : '';
    if (time === null || x < 0.1) return { line: sentence + cr, source: null, time: null };
    const id = station === null ? null : `b${station.padStart(9, '0')}`;
    if (x < 0.6 && id !== null) return { line: `${sentence},${id},${time}${cr}`, source: id, time };
    if (x < 0.75) return { line: `${sentence},${time}${cr}`, source: null, time };
    if (x < 0.9) return { line: `${time}.000 ${sentence}${cr}`, source: null, time };
    const iso = new Date(time * 1000).toISOString().replace('T', ' ').replace('Z', '');
    return { line: `${iso} ${sentence}${cr}`, source: null, time };
  });
}
