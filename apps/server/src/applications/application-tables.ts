/** An access application (spec 01 §4): restricted AIS, arctic or fisk-info. */
export interface ApplicationsTable {
  id: string;
  user_id: string;
  kind: 'ais' | 'arctic' | 'fiskinfo';
  /** Pending, Approved, Rejected or Revoked. */
  status: string;
  /** JSON: what the form asked for (area, company, MMSI, role, vessel …). */
  details: string;
  created_at: string;
  decided_at: string | null;
  /** The deciding administrator's user id. */
  decided_by: string | null;
  /** The reason mailed to the applicant with the last decision. */
  reason: string | null;
}

/** The register of fishing vessels that fisk-info applications name by call sign. */
export interface FishingVesselsTable {
  vessel_id: string;
  /** Upper-case call sign. */
  call_sign: string;
  name: string;
  mmsi: number | null;
  registration_mark: string | null;
  /** 1 for a licensed fishing vessel, which a recreational fisher cannot use. */
  licensed: number;
  created_at: string;
}
