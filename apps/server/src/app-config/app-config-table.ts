/** One app variant's configuration (desk notification, news, how-to cards), or the global one. */
export interface AppConfigTable {
  /** The app variant's name, or `_global` for the notification every variant shows. */
  app_name: string;
  /** The stored document as JSON, every text in both languages (see app-config-schemas.ts). */
  data: string;
  updated_at: string;
  /** `userKey` of the administrator who last changed it; null for the seed. */
  updated_by: string | null;
}
