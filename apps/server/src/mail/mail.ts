/** A plain-text mail; the body carries both languages (see texts.ts). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What a sent mail looks like in the outbox folder, one JSON file each. */
export interface OutboxMail extends Mail {
  from: string;
  sentAt: string;
}
