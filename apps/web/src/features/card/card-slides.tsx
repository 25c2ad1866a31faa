import { findTemplate, parseMusicLink } from '@greetly/domain';
import type { ReactNode } from 'react';
import type { CardContent, SignatureStyle } from './card-content';
import { CoverFace, MainFace, MessageFace, MusicFace, VoiceFace } from './slide-faces';

export interface CardSlide {
  key: 'cover' | 'main' | 'voice' | 'music' | 'message';
  /** What a screen reader hears for the slide, e.g. 'Voice note'. */
  label: string;
  face: ReactNode;
}

/** The spec's preview default when the recipient has no name yet. */
const RECIPIENT_FALLBACK = 'Your Friend';

/** How the message is signed: '~ Name' when scheduling, 'Name' when creating, or anonymous. */
export function signatureOf(card: CardContent, style: SignatureStyle): string | undefined {
  if (card.isAnonymous) return 'Anonymous';
  const name = card.senderName.trim();
  if (!name) return undefined;
  return style === 'tilde' ? `~ ${name}` : name;
}

/**
 * The slides in the spec's order: the optional template cover, the main card, then a voice,
 * music and message slide for each part the card has.
 */
export function buildSlides(
  card: CardContent,
  signatureStyle: SignatureStyle,
  showCover: boolean,
): CardSlide[] {
  const slides: CardSlide[] = [];
  const template = findTemplate(card.templateId);
  const music = parseMusicLink(card.musicUrl);
  const recipient = card.recipientName.trim() || RECIPIENT_FALLBACK;

  if (showCover && template) {
    slides.push({
      key: 'cover',
      label: 'Cover',
      face: <CoverFace preview={template.preview} category={template.category} />,
    });
  }
  slides.push({
    key: 'main',
    label: `Card for ${recipient}`,
    face: <MainFace card={card} recipient={recipient} musicEmbedUrl={music?.embedUrl} />,
  });
  if (card.voiceUrl) {
    slides.push({
      key: 'voice',
      label: 'Voice note',
      face: <VoiceFace voiceUrl={card.voiceUrl} />,
    });
  }
  if (music) {
    slides.push({ key: 'music', label: 'Song', face: <MusicFace embedUrl={music.embedUrl} /> });
  }
  if (card.message.trim()) {
    slides.push({
      key: 'message',
      label: 'Message',
      face: <MessageFace card={card} signature={signatureOf(card, signatureStyle)} />,
    });
  }
  return slides;
}
