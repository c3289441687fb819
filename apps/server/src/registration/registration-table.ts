/**
 * A self-registration: the form's details, and until activation the password hash and the
 * activation token's hash. The user row is created only when the mailed link is followed,
 * so an unactivated registration cannot sign in.
 */
export interface RegistrationsTable {
  /** Lower-case e-mail address; it becomes the sign-in name. */
  email: string;
  /** The created user's id once activated; null before. */
  user_id: string | null;
  first_name: string;
  last_name: string;
  country_code: string;
  phone: string;
  /** scrypt hash of the chosen password; cleared once the user exists. */
  password_hash: string | null;
  /** SHA-256 of the mailed activation token; null once used. */
  token_hash: string | null;
  token_expires_at: string | null;
  created_at: string;
  activated_at: string | null;
}
