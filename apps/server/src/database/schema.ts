/** Kysely table types. One interface per table; add a migration with every change. */
export interface AppMetadataTable {
  key: string;
  value: string;
}

export interface Database {
  app_metadata: AppMetadataTable;
}
