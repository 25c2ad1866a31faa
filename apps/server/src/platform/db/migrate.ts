import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  NO_MIGRATIONS,
} from 'kysely';
import * as m0001 from './migrations/0001_newsletter.ts';
import * as m0002 from './migrations/0002_accounts.ts';
import * as m0003 from './migrations/0003_cards.ts';
import * as m0004 from './migrations/0004_health.ts';
import * as m0005 from './migrations/0005_jobs.ts';
import * as m0006 from './migrations/0006_roles_identities.ts';
import * as m0007 from './migrations/0007_card_link_tokens.ts';
import * as m0008 from './migrations/0008_card_optouts.ts';
import * as m0009 from './migrations/0009_card_reports.ts';
import * as m0010 from './migrations/0010_jobs_claim_indexes.ts';
import * as m0011 from './migrations/0011_marketplace.ts';
import * as m0012 from './migrations/0012_catalogue_version.ts';
import * as m0013 from './migrations/0013_carts.ts';
import * as m0014 from './migrations/0014_coupons.ts';
import * as m0015 from './migrations/0015_orders.ts';
import * as m0016 from './migrations/0016_card_stickers.ts';
import * as m0017 from './migrations/0017_card_credits.ts';
import * as m0018 from './migrations/0018_card_payments.ts';
import * as m0019 from './migrations/0019_referrals.ts';
import * as m0020 from './migrations/0020_idempotency_keys.ts';
import * as m0021 from './migrations/0021_shop_columns_not_null.ts';
import * as m0022 from './migrations/0022_status_history.ts';
import * as m0023 from './migrations/0023_one_payments_ledger.ts';
import * as m0024 from './migrations/0024_shops_table.ts';
import * as m0025 from './migrations/0025_catalogue_in_stock_first.ts';

/** Every migration, in order. A static list works the same under tsx, bundlers and tests. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_newsletter': m0001,
  '0002_accounts': m0002,
  '0003_cards': m0003,
  '0004_health': m0004,
  '0005_jobs': m0005,
  '0006_roles_identities': m0006,
  '0007_card_link_tokens': m0007,
  '0008_card_optouts': m0008,
  '0009_card_reports': m0009,
  '0010_jobs_claim_indexes': m0010,
  '0011_marketplace': m0011,
  '0012_catalogue_version': m0012,
  '0013_carts': m0013,
  '0014_coupons': m0014,
  '0015_orders': m0015,
  '0016_card_stickers': m0016,
  '0017_card_credits': m0017,
  '0018_card_payments': m0018,
  '0019_referrals': m0019,
  '0020_idempotency_keys': m0020,
  '0021_shop_columns_not_null': m0021,
  '0022_status_history': m0022,
  '0023_one_payments_ledger': m0023,
  '0024_shops_table': m0024,
  '0025_catalogue_in_stock_first': m0025,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Brings the database to the schema of one named migration (tests of upgrades start there). */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** Undoes every migration (tests use it to prove each down() works). */
export async function migrateDownAll<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw error;
}
