/** Gear a vessel reported here (migration 0008). */
export interface FishingToolsTable {
  tool_id: string;
  vessel_id: string;
  /** The reporter's `Caller.userKey`. */
  user_key: string;
  tool_type_code: string;
  /** `deployed`, `lost`, `retrieved` or `recovered` (by an administrator). */
  status: string;
  /** GeoJSON Point or LineString. */
  geometry: string;
  setup_time: string | null;
  lost_time: string | null;
  removed_time: string | null;
  last_changed: string;
  /** Metres. */
  net_length: number | null;
  comment: string | null;
  /** JSON `{vesselName, ircs, mmsi}` from the vessel profile when reported; extended view only. */
  vessel: string | null;
  created_at: string;
}

/** Every change report by the id its sender gave it; the first answer is kept for resends. */
export interface FishingChangesTable {
  id: string;
  user_key: string;
  vessel_id: string;
  /** deployed, lost, reset or retrieved. */
  kind: string;
  tool_id: string | null;
  /** 201 when it applied, 409 when it no longer could. */
  status_code: number;
  /** JSON of the first answer's body. */
  answer: string;
  /** Why it could not apply (409), shown in failedChangeReports. */
  reason: string | null;
  /** JSON of the report as sent. */
  report: string;
  created_at: string;
}

export interface SensorDeploymentsTable {
  id: string;
  user_key: string;
  sensor_id: string;
  geometry: string;
  setup_time: string;
  comment: string | null;
  created_at: string;
}

/** Lost gear (ours or the upstream's) an administrator marked recovered (R10.18). */
export interface LostGearRecoveriesTable {
  tool_id: string;
  user_key: string;
  recovered_at: string;
}

export interface ContainerReportsTable {
  id: string;
  user_key: string;
  /** JSON `{geometry, observedTime, kind, description}`. */
  report: string;
  created_at: string;
}
