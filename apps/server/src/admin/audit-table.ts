/** One administrator action: who did what to what, and when. */
export interface AdminAuditTable {
  id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  /** A verb such as `application.approve`, `user.grants`, `apiclient.create`. */
  action: string;
  /** What it acted on: an application id, a user id, a client id. */
  target: string | null;
  /** JSON with the particulars (reason, roles before and after …). */
  details: string;
}
