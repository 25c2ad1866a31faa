import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaTable } from '../../db/schema.ts';

export type MediaRow = Selectable<MediaTable>;

export function mediaRepo(db: Kysely<Database>) {
  return {
    async insert(row: MediaRow): Promise<void> {
      await db.insertInto('media').values(row).execute();
    },
    find(id: string): Promise<MediaRow | undefined> {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** True when the media is shown by a card that was sent and whose link token matches. */
    async isOnDeliveredCard(mediaId: string, viewToken: string): Promise<boolean> {
      const row = await db
        .selectFrom('cards')
        .select('id')
        .where('view_token', '=', viewToken)
        .where('status', 'in', ['sent', 'opened'])
        .where((eb) => eb.or([eb('image_id', '=', mediaId), eb('voice_note_id', '=', mediaId)]))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type MediaRepo = ReturnType<typeof mediaRepo>;
