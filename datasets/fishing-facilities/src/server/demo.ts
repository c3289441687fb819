// Demo gear served while no upstream is configured: fictional nets, lines and pots on
// well-known grounds (Lofoten, Vesterålen, Finnmark, Møre, the Skagerrak), with fictional
// vessels in the extended fields, and two lost nets. Never for navigation or fishing.
import type { Position } from 'geojson';

interface DemoGear {
  readonly toolId: string;
  readonly toolTypeCode: string;
  readonly line: readonly Position[];
  readonly vesselName: string;
  readonly ircs: string;
  readonly mmsi: string;
  readonly netLength?: number;
  readonly setupDateTime: string;
}

const GEAR: readonly DemoGear[] = [
  {
    toolId: 'demo-gear-vestfjorden-1',
    toolTypeCode: 'NETS',
    line: [
      [14.3, 68.05],
      [14.36, 68.07],
    ],
    vesselName: 'DEMO SKREI',
    ircs: 'LDEMA',
    mmsi: '257990101',
    netLength: 550,
    setupDateTime: '2026-02-20T06:30:00Z',
  },
  {
    toolId: 'demo-gear-vestfjorden-2',
    toolTypeCode: 'LONGLINE',
    line: [
      [14.55, 68.0],
      [14.65, 68.03],
      [14.72, 68.04],
    ],
    vesselName: 'DEMO LINEBAS',
    ircs: 'LDEMB',
    mmsi: '257990102',
    setupDateTime: '2026-02-21T05:00:00Z',
  },
  {
    toolId: 'demo-gear-andfjorden',
    toolTypeCode: 'NETS',
    line: [
      [16.05, 69.15],
      [16.1, 69.17],
    ],
    vesselName: 'DEMO ANDØY',
    ircs: 'LDEMC',
    mmsi: '257990103',
    netLength: 360,
    setupDateTime: '2026-02-18T07:15:00Z',
  },
  {
    toolId: 'demo-gear-varanger',
    toolTypeCode: 'CRABPOT',
    line: [
      [30.1, 70.05],
      [30.2, 70.08],
    ],
    vesselName: 'DEMO KONGEKRABBE',
    ircs: 'LDEMD',
    mmsi: '257990104',
    setupDateTime: '2026-02-10T09:00:00Z',
  },
  {
    toolId: 'demo-gear-breisunddjupet',
    toolTypeCode: 'DANPURSEINE',
    line: [[5.75, 62.5]],
    vesselName: 'DEMO SUNNMØRE',
    ircs: 'LDEME',
    mmsi: '257990105',
    setupDateTime: '2026-02-22T04:45:00Z',
  },
  {
    toolId: 'demo-gear-skagerrak',
    toolTypeCode: 'GENERIC',
    line: [[9.3, 58.6]],
    vesselName: 'DEMO SKAGEN',
    ircs: 'LDEMF',
    mmsi: '257990106',
    setupDateTime: '2026-02-15T10:00:00Z',
  },
  {
    toolId: 'demo-gear-tanafjorden',
    toolTypeCode: 'SENSORBUOY',
    line: [[28.2, 70.75]],
    vesselName: 'DEMO FORSKER',
    ircs: 'LDEMG',
    mmsi: '257990107',
    setupDateTime: '2026-01-30T12:00:00Z',
  },
];

const LOST: readonly { id: string; toolTypeCode: string; line: Position[]; lostTime: string }[] = [
  {
    id: 'demo-lost-moskenes',
    toolTypeCode: 'NETS',
    line: [
      [12.8, 67.85],
      [12.85, 67.86],
    ],
    lostTime: '2026-02-12T14:00:00Z',
  },
  {
    id: 'demo-lost-sørøya',
    toolTypeCode: 'LONGLINE',
    line: [[22.4, 70.7]],
    lostTime: '2026-01-28T08:30:00Z',
  },
];

const geometry = (line: readonly Position[]) =>
  line.length === 1
    ? { type: 'Point' as const, coordinates: [...line[0]!] }
    : { type: 'LineString' as const, coordinates: line.map((p) => [...p]) };

/** Demo gear in the upstream's own format, so it goes through the same adapter. */
export function demoFishingFacilitiesBody(): string {
  return JSON.stringify({
    updatedTimestamp: '2026-02-22T06:00:00Z',
    fishingFacilities: GEAR.map((gear) => ({
      toolId: gear.toolId,
      toolTypeCode: gear.toolTypeCode,
      setupDateTime: gear.setupDateTime,
      lastChangedDateTime: gear.setupDateTime,
      vesselName: gear.vesselName,
      ircs: gear.ircs,
      mmsi: gear.mmsi,
      contactPhone: '+47 00 00 00 00',
      source: 'demo',
      geometry: geometry(gear.line),
      ...(gear.netLength ? { netLength: gear.netLength } : {}),
    })),
  });
}

/** Demo lost gear in the notremoved format. */
export function demoLostFishingFacilitiesBody(): string {
  return JSON.stringify(
    LOST.map((lost) => ({
      lostMessageId: lost.id,
      toolTypeCode: lost.toolTypeCode,
      lostTime: lost.lostTime,
      geometry: geometry(lost.line),
    })),
  );
}
