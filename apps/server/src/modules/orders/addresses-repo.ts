import type { ShippingAddress } from '@greetly/domain';
import type { Kysely, Selectable } from 'kysely';
import type { AddressTable, Database } from '../../platform/db/schema.ts';
import { newId } from '../../platform/lib/ids.ts';

export type AddressRow = Selectable<AddressTable>;

/** The buyer's address book; pass a transaction to save an address with the order placed. */
export function addressesRepo(db: Kysely<Database>) {
  return {
    /** Most recently used first. */
    listOf(userId: string): Promise<AddressRow[]> {
      return db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /**
     * Saves an address as used now: the same address again (every field equal) only has its
     * last use moved, so the book holds each address once.
     */
    async saveUsed(userId: string, address: ShippingAddress, now: string): Promise<void> {
      const updated = await db
        .updateTable('addresses')
        .set({ last_used_at: now })
        .where('user_id', '=', userId)
        .where('name', '=', address.name)
        .where('phone', '=', address.phone)
        .where('street', '=', address.street)
        .where('city', '=', address.city)
        .where('state', '=', address.state)
        .where('country', '=', address.country)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return;
      await db
        .insertInto('addresses')
        .values({ id: newId(), user_id: userId, ...address, created_at: now, last_used_at: now })
        .execute();
    },
  };
}
