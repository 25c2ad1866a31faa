import type { IsoTime } from './time.ts';

// The tables of accounts, as migrated (test/schema-types.test.ts holds them to it).

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** scrypt hash; null for an account that only signs in through an identity provider. */
  password_hash: string | null;
  email_verified_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface SessionTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  /** SHA-256 of the client address the session was opened from (known places may sign in past a soft limit). */
  client_hash: string | null;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokenTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

export type Role = 'gifter' | 'vendor' | 'admin';

/** The roles a user holds: any set of them (a vendor may send cards, an admin is also a user). */
export interface UserRoleTable {
  user_id: string;
  role: Role;
  granted_at: IsoTime;
}

/** A way to sign in other than the password: a provider's account (provider, subject) of a user. */
export interface IdentityTable {
  id: string;
  user_id: string;
  /** e.g. 'google', 'apple'. */
  provider: string;
  /** The provider's stable id of the account ('sub' in OpenID Connect). */
  subject: string;
  /** The address the provider reported, when it did. */
  email: string | null;
  created_at: IsoTime;
}
