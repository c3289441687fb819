import { TestBits } from './bitwriter.js';

type Rand = () => number;
const int = (r: Rand, n: number): number => Math.floor(r() * n);

/**
 * Builders for the message types a coastal feed rarely carries (6, 7, 8 with DAC 1 FI 11,
 * 10, 12–17, 19, 20, 22, 23, 25, 26), filled with random field values; each takes the MMSI to send from.
 */
export const RARE_TYPE_BUILDERS: readonly ((r: Rand, mmsi: number) => TestBits)[] = [
  meteo11,
  (r, mmsi) =>
    head(6, mmsi, r)
      .u(int(r, 4), 2)
      .u(int(r, 1e9), 30)
      .u(int(r, 2), 1)
      .u(0, 1)
      .u(1023, 10)
      .u(63, 6)
      .hex('0123456789abcdef', 8 * (1 + int(r, 8))),
  (r, mmsi) => acks(head(r() < 0.5 ? 7 : 13, mmsi, r).u(0, 2), r, 1 + int(r, 4)),
  (r, mmsi) => head(10, mmsi, r).u(0, 2).u(int(r, 1e9), 30).u(0, 2),
  (r, mmsi) =>
    head(12, mmsi, r)
      .u(int(r, 4), 2)
      .u(int(r, 1e9), 30)
      .u(int(r, 2), 1)
      .u(0, 1)
      .t('SECURITE GALE WARNING', 1 + int(r, 21)),
  (r, mmsi) =>
    head(14, mmsi, r)
      .u(0, 2)
      .t('DRIFTING CONTAINER REPORTED', 1 + int(r, 27)),
  (r, mmsi) => {
    const w = head(15, mmsi, r).u(0, 2).u(int(r, 1e9), 30).u(5, 6).u(int(r, 4096), 12).u(0, 2);
    if (r() < 0.5)
      w.u(24, 6).u(int(r, 4096), 12).u(0, 2).u(int(r, 1e9), 30).u(3, 6).u(int(r, 4096), 12).u(0, 2);
    return w;
  },
  (r, mmsi) => {
    const w = head(16, mmsi, r).u(0, 2).u(int(r, 1e9), 30).u(int(r, 4096), 12).u(int(r, 1024), 10);
    return r() < 0.5 ? w.u(0, 4) : w.u(int(r, 1e9), 30).u(int(r, 4096), 12).u(int(r, 1024), 10);
  },
  (r, mmsi) =>
    head(17, mmsi, r)
      .u(0, 2)
      .s(int(r, 216_000) - 108_000, 18)
      .s(int(r, 108_000) - 54_000, 17)
      .u(0, 5)
      .hex('deadbeefcafe', 48),
  (r, mmsi) => {
    const w = head(19, mmsi, r)
      .u(0, 8)
      .u(int(r, 1024), 10)
      .u(int(r, 2), 1)
      .s(int(r, 2e8) - 1e8, 28)
      .s(int(r, 1e8) - 5e7, 27);
    w.u(int(r, 3601), 12)
      .u(int(r, 360), 9)
      .u(int(r, 60), 6)
      .u(0, 4)
      .t('SEIGAR', 20)
      .u(int(r, 100), 8);
    return w
      .u(int(r, 512), 9)
      .u(int(r, 512), 9)
      .u(int(r, 64), 6)
      .u(int(r, 64), 6)
      .u(1, 4)
      .u(int(r, 2), 1)
      .u(int(r, 2), 1)
      .u(int(r, 2), 1)
      .u(0, 4);
  },
  (r, mmsi) => {
    const w = head(20, mmsi, r).u(0, 2);
    const blocks = 1 + int(r, 4);
    for (let k = 0; k < blocks; k++)
      w.u(1 + int(r, 2249), 12)
        .u(1 + int(r, 15), 4)
        .u(int(r, 8), 3)
        .u(int(r, 1125), 11);
    return w.u(0, blocks === 4 ? 0 : 2);
  },
  (r, mmsi) => {
    const addressed = r() < 0.5;
    const w = head(22, mmsi, r).u(0, 2).u(2087, 12).u(2088, 12).u(int(r, 3), 4).u(int(r, 2), 1);
    if (addressed) w.u(int(r, 1e9), 30).u(0, 5).u(int(r, 1e9), 30).u(0, 5);
    else w.s(6600, 18).s(36_000, 17).s(3000, 18).s(34_800, 17);
    return w
      .u(addressed ? 1 : 0, 1)
      .u(int(r, 2), 1)
      .u(int(r, 2), 1)
      .u(int(r, 8), 3)
      .u(0, 23);
  },
  (r, mmsi) =>
    head(23, mmsi, r)
      .u(0, 2)
      .s(6600, 18)
      .s(36_000, 17)
      .s(3000, 18)
      .s(34_800, 17)
      .u(int(r, 10), 4)
      .u(int(r, 100), 8)
      .u(0, 22)
      .u(int(r, 4), 2)
      .u(int(r, 12), 4)
      .u(int(r, 16), 4)
      .u(0, 6),
  (r, mmsi) => {
    const w = head(25, mmsi, r).u(0, 1).u(1, 1).u(1, 10).u(int(r, 64), 6);
    return w.hex('a1b2c3d4', 8 * int(r, 4));
  },
  (r, mmsi) =>
    head(26, mmsi, r)
      .u(0, 1)
      .u(1, 1)
      .u(1, 10)
      .u(int(r, 64), 6)
      .hex('0f1e2d3c', 32)
      .u(0, 1)
      .u(int(r, 2 ** 19), 19),
];

function head(type: number, mmsi: number, r: Rand): TestBits {
  return new TestBits().u(type, 6).u(int(r, 4), 2).u(mmsi, 30);
}

function acks(w: TestBits, r: Rand, n: number): TestBits {
  for (let k = 0; k < n; k++) w.u(int(r, 1e9), 30).u(int(r, 4), 2);
  return w;
}

/** Type 8 DAC 1 FI 11 (IMO SN/Circ.236 met/hydro), random raw values including "not available". */
function meteo11(r: Rand, mmsi: number): TestBits {
  const w = head(8, mmsi, r).u(0, 2).u(1, 10).u(11, 6);
  w.s(int(r, 108_000 * 50) - 54_000 * 50, 24).s(int(r, 216_000 * 50) - 108_000 * 50, 25);
  w.u(int(r, 32), 5).u(int(r, 32), 5).u(int(r, 64), 6).u(int(r, 128), 7).u(int(r, 128), 7);
  w.u(int(r, 512), 9).u(int(r, 512), 9).u(int(r, 2048), 11).u(int(r, 128), 7).u(int(r, 1024), 10);
  w.u(int(r, 512), 9).u(int(r, 4), 2).u(int(r, 256), 8).u(int(r, 512), 9).u(int(r, 4), 2);
  for (let k = 0; k < 3; k++)
    w.u(int(r, 256), 8)
      .u(int(r, 512), 9)
      .u(k === 0 ? 0 : int(r, 32), k === 0 ? 0 : 5);
  w.u(int(r, 256), 8)
    .u(int(r, 64), 6)
    .u(int(r, 512), 9)
    .u(int(r, 256), 8)
    .u(int(r, 64), 6)
    .u(int(r, 512), 9);
  return w
    .u(int(r, 16), 4)
    .u(int(r, 1024), 10)
    .u(int(r, 8), 3)
    .u(int(r, 512), 9)
    .u(int(r, 4), 2)
    .u(0, 6);
}
