import type {
  Effect,
  FontFamily,
  FontSize,
  HOME_PREVIEW_FONT_SIZE,
  TemplateCategory,
  TextColour,
} from '@greetly/domain';
import type { PlacedSticker } from '@greetly/domain/catalog/stickers';

/**
 * Everything a card shows, as the viewer needs it. The studio fills it from its draft (with local
 * object URLs for media), the recipient's page from the server (with /media/<id> URLs).
 */
export interface CardContent {
  templateId: number;
  /** Shown on the main slide, e.g. 'Birthday' (the template's category). */
  eventType: TemplateCategory | string;
  recipientName: string;
  senderName: string;
  isAnonymous: boolean;
  fontFamily?: FontFamily;
  /** One of the studio's sizes; the home demo's sample card uses its own larger one. */
  fontSize?: FontSize | typeof HOME_PREVIEW_FONT_SIZE;
  textColor: TextColour | string;
  effect: Effect;
  message: string;
  musicUrl: string;
  imageUrl?: string;
  voiceUrl?: string;
  /** The sweet nickname. */
  quote: string;
  /** The stickers on the main face (decision 0035); none when left out. */
  stickers?: readonly PlacedSticker[];
}

/** The scheduling preview signs the message '~ Name'; the creation preview signs it 'Name'. */
export type SignatureStyle = 'plain' | 'tilde';
