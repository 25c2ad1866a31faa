import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaTable } from '../../platform/db/schema.ts';

export type MediaRow = Selectable<MediaTable>;

export function mediaRepo(db: Kysely<Database>) {
  return {
    async insert(row: MediaRow): Promise<void> {
      await db.insertInto('media').values(row).execute();
    },
    find(id: string): Promise<MediaRow | undefined> {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The media among these ids that exist (in no particular order). */
    findMany(ids: readonly string[]): Promise<MediaRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('media').selectAll().where('id', 'in', ids).execute();
    },
    /** Bytes an account keeps in media (its storage quota counts these). */
    async bytesOwnedBy(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('media')
        .select((eb) => eb.fn.sum<string | number | null>('byte_size').as('total'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.total ?? 0);
    },
    /** Deletes media created before `cutoff` that no card and no product shows; returns how many. */
    async deleteUnattachedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('media')
        .where('created_at', '<', cutoff.toISOString())
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('cards')
                .select('cards.id')
                .where((eb) =>
                  eb.or([
                    eb('cards.image_id', '=', eb.ref('media.id')),
                    eb('cards.voice_note_id', '=', eb.ref('media.id')),
                  ]),
                ),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_photos')
                .select('product_photos.product_id')
                .whereRef('product_photos.media_id', '=', 'media.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** True when the media is a photo of a product the marketplace lists (anyone may see it). */
    async isPhotoOfListedProduct(mediaId: string): Promise<boolean> {
      const row = await db
        .selectFrom('product_photos')
        .innerJoin('products', 'products.id', 'product_photos.product_id')
        .select('products.id')
        .where('product_photos.media_id', '=', mediaId)
        .where('products.listed', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** True when the media is shown by a card that was sent and whose link token has this hash. */
    async isOnDeliveredCard(mediaId: string, linkTokenHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('cards')
        .select('id')
        .where('link_token_hash', '=', linkTokenHash)
        .where('status', 'in', ['sent', 'opened'])
        .where((eb) => eb.or([eb('image_id', '=', mediaId), eb('voice_note_id', '=', mediaId)]))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type MediaRepo = ReturnType<typeof mediaRepo>;
