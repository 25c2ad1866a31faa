import type { Template } from '@greetly/domain';
import type { CardContent } from '../../card/card-content';
import type { CardValues } from './card-values';
import type { WizardMedia } from './wizard-media';

/** The card as the Live Preview shows it, from what the wizard holds right now. */
export function cardContentOf(
  template: Template,
  values: CardValues,
  media: WizardMedia,
): CardContent {
  return {
    templateId: template.id,
    eventType: template.category,
    recipientName: values.recipientName,
    senderName: values.senderName,
    isAnonymous: values.isAnonymous,
    fontFamily: values.fontFamily,
    fontSize: values.fontSize,
    textColor: values.textColor,
    // The last step is reached only with an effect chosen; confetti keeps the type whole.
    effect: values.effect ?? 'confetti',
    message: values.message,
    musicUrl: values.musicUrl,
    imageUrl: media.image?.url,
    voiceUrl: media.voice?.url,
    quote: values.quote,
    stickers: values.stickers,
  };
}
