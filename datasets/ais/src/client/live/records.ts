// The records the live API answers (docs/api.md "Vessel records", "Typed messages"):
// `null` for what is not available, never AIS sentinels.

export interface VesselRecord {
  readonly mmsi: number;
  readonly msgtime: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly courseOverGround?: number | null;
  readonly trueHeading?: number | null;
  readonly speedOverGround?: number | null;
  readonly navigationalStatus?: number | null;
  readonly name?: string | null;
  readonly shipType?: number | string | null;
  readonly dimensionA?: number | null;
  readonly dimensionB?: number | null;
  readonly dimensionC?: number | null;
  readonly dimensionD?: number | null;
  readonly [field: string]: unknown;
}

export interface AtonRecord {
  readonly type?: 'Aton';
  readonly mmsi: number;
  readonly msgtime?: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly name?: string | null;
  readonly typeOfAidsToNavigation?: number | null;
  readonly [field: string]: unknown;
}

/** Whether a value looks like a record with an MMSI (anything else in an answer is skipped). */
export function hasMmsi(value: unknown): value is { mmsi: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mmsi?: unknown }).mmsi === 'number'
  );
}
