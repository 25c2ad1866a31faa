import type { CardPaidWith, CardPriceKind, CardReportReason } from '@greetly/domain';
import type { Generated } from 'kysely';
import type { IsoTime } from './time.ts';

// The tables of cards, as migrated (test/schema-types.test.ts holds them to it).

export type CardStatus =
  | 'waiting'
  | 'awaiting_payment'
  | 'scheduled'
  | 'sending'
  | 'sent'
  | 'opened'
  | 'failed'
  | 'cancelled';

export interface CardTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the secret in the recipient's link /c/<token> (256 random bits). */
  link_token_hash: string;
  /** The token itself, kept only until the card's e-mail is out (retries send the same link). */
  link_token: string | null;
  template_id: number;
  recipient_name: string;
  recipient_email: string;
  /** 1 when the sender chose to stay anonymous (integer for both databases). */
  is_anonymous: number;
  sender_name: string;
  sender_email: string;
  font_family: string | null;
  font_size: string | null;
  text_color: string;
  effect: string;
  message: string;
  music_url: string;
  quote: string;
  image_id: string | null;
  voice_note_id: string | null;
  /** JSON: the stickers on the card's face, as the API checked them (migration 0016). */
  stickers: Generated<string>;
  /** The wall-clock choice, kept to show and edit it as chosen; null when sent now. */
  timezone: string | null;
  schedule_date: string | null;
  schedule_time: string | null;
  send_at: IsoTime;
  status: CardStatus;
  /** How the card was priced (migration 0018, decision 0034); null: made before plans. */
  price_kind: CardPriceKind | null;
  price_kobo: Generated<number>;
  paid_with: CardPaidWith | null;
  failure_reason: string | null;
  sent_at: IsoTime | null;
  opened_at: IsoTime | null;
  reply_text: string | null;
  replied_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A recipient's refusal of cards: from one sending account, or from every sender ('*'). */
export interface CardOptOutTable {
  /** The recipient's address, trimmed and lower-case. */
  recipient_email: string;
  /** The sending account's user id, or ALL_SENDERS ('*'). */
  sender_id: string;
  created_at: IsoTime;
}

/** A secret the server signs links with (opt-out links), made at random on first use. */
export interface SigningKeyTable {
  name: string;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: IsoTime;
}

/** A recipient's report of a card (docs/decisions/0016-card-page.md). */
export interface CardReportTable {
  id: string;
  card_id: string;
  reason: CardReportReason;
  details: string;
  created_at: IsoTime;
}

export type CardActor = 'sender' | 'recipient' | 'system' | 'provider';

/** Every status change of a card after it was made (migration 0022). */
export interface CardHistoryTable {
  id: Generated<number>;
  card_id: string;
  from_status: CardStatus;
  to_status: CardStatus;
  actor: CardActor;
  actor_id: string | null;
  note: string | null;
  at: IsoTime;
}
