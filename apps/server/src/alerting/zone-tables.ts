/** An alert zone (migration 0009). JSON columns hold lists and the geometry. */
export interface AlertZonesTable {
  id: string;
  /** The owner's `Caller.userKey`. */
  user_key: string;
  access: string;
  name: string;
  geometry: string;
  country_codes: string;
  mmsi_categories: string;
  ship_types: string;
  frequency: string;
  /** 1 when alerts are mailed. */
  mail: number;
  /** The owner's address when the zone was saved; null for a user without one. */
  mail_to: string | null;
  /** Restricted zones: the owner's restricted-AIS `geoFilter` as JSON when saved. */
  geo_filter: string | null;
  created_at: string;
  updated_at: string;
  /** ISO time of the digest last mailed (or passed with nothing to mail). */
  last_digest_at: string | null;
}

/** A stored alert; `user_key` null for a distress alert every signed-in user sees. */
export interface ZoneAlertsTable {
  id: string;
  zone_id: string | null;
  user_key: string | null;
  time: string;
  mmsi: number;
  name: string | null;
  ship_type: number | null;
  latitude: number;
  longitude: number;
  kind: string;
  mailed_at: string | null;
}
