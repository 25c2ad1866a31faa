import type { IsoTime } from './time.ts';

// The tables of media, as migrated (test/schema-types.test.ts holds them to it).

export interface MediaTable {
  id: string;
  owner_id: string;
  kind: 'image' | 'voice';
  content_type: string;
  byte_size: number;
  /** Seconds, for voice notes. */
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  created_at: IsoTime;
}

export interface MediaBlobTable {
  media_id: string;
  data: Buffer;
}
