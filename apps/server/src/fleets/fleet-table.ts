/** One user's fleet (migration 0007). */
export interface FleetsTable {
  id: string;
  /** The owner's `Caller.userKey`. */
  user_key: string;
  name: string;
  /** JSON list of nine-digit MMSI strings, in the user's order. */
  mmsis: string;
  created_at: string;
  updated_at: string;
}
