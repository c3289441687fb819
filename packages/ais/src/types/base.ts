/** Fields every decoded message carries. */
export interface AisMessageBase {
  /** Message ID, 1–27. */
  messageType: number;
  /** Repeat indicator, 0–3 (how often the message has been repeated; 3 = do not repeat). */
  repeatIndicator: number;
  /** Source station's Maritime Mobile Service Identity, 9 digits (0–999999999). */
  mmsi: number;
  /** Reception time from the tag block's `c:` as ISO-8601 UTC (ms precision), or null. */
  msgtime: string | null;
  /** Receiving station from the tag block's `s:`, or null when there is no tag block. */
  source: string | null;
  /** Radio channel letter from the sentence ('A' or 'B', sometimes '1'/'2'), or null. */
  channel: string | null;
  /**
   * The armoured six-bit payload as received (fragments joined in order): with `fillBits` it
   * identifies one transmission heard by several stations.
   */
  payload: string;
  /** Fill bits after the payload's last six-bit character, 0–5. */
  fillBits: number;
}

/**
 * Estimated time of arrival from message type 5. Each part is null when "not available"
 * (month 0, day 0, hour 24, minute 60). No year is transmitted.
 */
export interface Eta {
  /** Month of year, 1–12, or null. */
  month: number | null;
  /** Day of month, 1–31, or null. */
  day: number | null;
  /** Hour of day UTC, 0–23, or null. */
  hour: number | null;
  /** Minute of hour, 0–59, or null. */
  minute: number | null;
}
