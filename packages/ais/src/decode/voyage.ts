import { flag, text, u } from './bits.js';
import { na, type Envelope } from './envelope.js';
import type { StaticAndVoyageData } from '../types.js';

/** Type 5 (often 420 or 422 bits in the wild; missing trailing bits read as zero). */
export function staticAndVoyageData(b: Int32Array, n: number, e: Envelope): StaticAndVoyageData {
  const draught = u(b, 294, 8);
  return {
    messageType: 5,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    aisVersion: u(b, 38, 2),
    imoNumber: na(u(b, 40, 30), 0),
    callSign: text(b, n, 70, 7),
    name: text(b, n, 112, 20),
    shipType: na(u(b, 232, 8), 0),
    dimensionA: u(b, 240, 9),
    dimensionB: u(b, 249, 9),
    dimensionC: u(b, 258, 6),
    dimensionD: u(b, 264, 6),
    positionFixingDeviceType: na(u(b, 270, 4), 0),
    eta: {
      month: na(u(b, 274, 4), 0),
      day: na(u(b, 278, 5), 0),
      hour: na(u(b, 283, 5), 24),
      minute: na(u(b, 288, 6), 60),
    },
    draught: draught === 0 ? null : draught / 10,
    destination: text(b, n, 302, 20),
    dte: n > 422 && flag(b, 422),
  };
}
