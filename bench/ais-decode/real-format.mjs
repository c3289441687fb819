// Builds a corpus in the framings real feeds use, from the simulator's tag-block lines: no tag
// blocks, the receiving station and Unix receive time after the checksum (the US Coast Guard
// NAIS shape), some lines with the time alone or a leading receive time, lower-case checksums,
// CR/LF endings, the same transmission heard by a second station, and garbage: cut lines,
// flipped characters, orphan fragments, other NMEA sentences, random bytes.
import { readFileSync, writeFileSync } from 'node:fs';

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `\s:2573205,c:1729600995*06\!AIVDM…` → { station, time, sentence } */
function splitTagged(line) {
  if (line.charCodeAt(0) !== 92) return { station: null, time: null, sentence: line };
  const close = line.indexOf('\\', 1);
  const params = line.slice(1, line.lastIndexOf('*', close));
  let station = null;
  let time = null;
  for (const p of params.split(',')) {
    if (p.startsWith('s:')) station = p.slice(2);
    else if (p.startsWith('c:')) time = p.slice(2);
  }
  return { station, time, sentence: line.slice(close + 1) };
}

/** Groups the simulator's lines into messages (a multi-sentence message stays together). */
function messagesOf(lines) {
  const out = [];
  let group = null;
  for (const line of lines) {
    const t = splitTagged(line);
    const f = t.sentence.split(',');
    const total = Number(f[1]);
    const num = Number(f[2]);
    if (total === 1) out.push([t]);
    else if (num === 1) group = [t];
    else if (group !== null) {
      group.push(t);
      if (num === total) {
        out.push(group);
        group = null;
      }
    }
  }
  return out;
}

const GARBAGE = [
  '$GPGGA,092750.000,5321.6802,N,00630.3372,W,1,8,1.03,61.7,M,55.2,M,,*76',
  '$GPRMC,092751.000,A,5321.6802,N,00630.3371,W,0.06,31.66,280511,,,A*45',
  '!AIVDM,1,1,,A,,0*26',
  '!AIVDM,1,1,,A,15M67FC000G?ufbE`FepT@3n00Sa,0*5C,b00366',
  'AIVDM,1,1,,A,15M67FC000G?ufbE`FepT@3n00Sa,0*5C',
  '',
];

/**
 * Writes the real-format corpus built from the simulator's `simFile` (plus any `extraLines`,
 * e.g. recorded sample lines) to `outFile`; returns the number of lines written.
 */
export function buildRealFormatCorpus(simFile, outFile, extraLines = [], seed = 7) {
  const r = mulberry32(seed);
  const lines = readFileSync(simFile, 'latin1').split('\n').filter(Boolean);
  const out = [];
  const frame = (t, style, station, time) => {
    let s = t.sentence;
    if (style.lower) s = s.slice(0, -2) + s.slice(-2).toLowerCase();
    let line;
    if (style.kind === 'nais') line = `${s},b${station.padStart(9, '0')},${time}`;
    else if (style.kind === 'time') line = `${s},${time}`;
    else if (style.kind === 'leading')
      line = `${time}.${String(Math.floor(r() * 1000)).padStart(3, '0')} ${s}`;
    else line = s;
    return style.crlf ? `${line}\r` : line;
  };
  for (const message of messagesOf(lines)) {
    const x = r();
    const style = {
      kind: x < 0.72 ? 'nais' : x < 0.82 ? 'time' : x < 0.92 ? 'leading' : 'plain',
      lower: r() < 0.05,
      crlf: r() < 0.1,
    };
    const { station, time } = message[0];
    const g = r();
    if (g < 0.004 && message.length > 1) {
      // An orphan: the receiver lost one fragment of this message.
      const keep = r() < 0.5 ? message.slice(1) : message.slice(0, -1);
      for (const t of keep) out.push(frame(t, style, station, time));
      continue;
    }
    if (g < 0.008) {
      // A damaged line: cut short, or one payload character changed.
      const line = frame(message[0], style, station, time);
      const at = 15 + Math.floor(r() * (line.length - 16));
      out.push(
        r() < 0.5
          ? line.slice(0, at)
          : line.slice(0, at) + (line[at] === '0' ? '1' : '0') + line.slice(at + 1),
      );
      continue;
    }
    if (g < 0.011) out.push(GARBAGE[Math.floor(r() * GARBAGE.length)]);
    if (g < 0.012) {
      let junk = '';
      for (let k = 0, n = 10 + Math.floor(r() * 60); k < n; k++)
        junk += String.fromCharCode(32 + Math.floor(r() * 95));
      out.push(junk);
    }
    for (const t of message) out.push(frame(t, style, station, time));
    // The same transmission heard by more stations a moment later; real feeds carry many
    // copies of the multi-sentence static reports.
    const copies =
      message.length > 1 ? (r() < 0.6 ? 1 : 0) + (r() < 0.3 ? 1 : 0) : r() < 0.25 ? 1 : 0;
    for (let c = 1; c <= copies; c++) {
      const other = /^\d+$/.test(station) ? String(Number(station) + 17 * c) : `${station}${c}`;
      const later = String(Number(time) + (r() < 0.5 ? 0 : 1));
      for (const t of message) out.push(frame(t, style, other, later));
    }
  }
  // Recorded lines from other decoders' fixtures, as one block in the middle.
  out.splice(Math.floor(out.length / 2), 0, ...extraLines);
  writeFileSync(outFile, `${out.join('\n')}\n`, 'latin1');
  return out.length;
}
