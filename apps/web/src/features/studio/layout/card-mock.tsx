import type { Template } from '@greetly/domain';
import { ImageIcon, Mic, Music, Sticker } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SignatureStyle } from '../../card/card-content';
import { paperFor } from '../../card/message-paper';
import { EFFECT_ICONS, effectName } from '../fields/effect-picker';
import type { CardValues } from '../wizard/card-values';
import type { WizardMedia } from '../wizard/wizard-media';

function signatureOf(values: CardValues, style: SignatureStyle): string {
  const name = values.isAnonymous ? 'Anonymous' : values.senderName.trim() || 'You';
  return style === 'tilde' ? `~ ${name}` : name;
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-plum shadow-sm ring-1 ring-line">
      {children}
    </span>
  );
}

/**
 * A small card that follows the form as it is filled in: the template on top, then the
 * greeting, the message in the chosen face, size and colour, and the signature.
 */
export function CardMock({
  template,
  values,
  media,
  signatureStyle,
}: {
  template: Template;
  values: CardValues;
  media: WizardMedia;
  signatureStyle: SignatureStyle;
}) {
  const paper = paperFor(values.textColor);
  const face = values.fontFamily ? `"${values.fontFamily}", sans-serif` : undefined;
  const soft = 'text-plum-soft';
  const strong = 'text-plum';
  const EffectIcon = values.effect ? EFFECT_ICONS[values.effect] : undefined;
  const message = values.message.trim();

  return (
    <figure data-testid="card-mock" className="mx-auto w-full max-w-sm">
      <div className="overflow-hidden rounded-[1.75rem] bg-white shadow-lift ring-1 ring-line/70">
        {/* The whole design, never cropped: its greeting and motif are what the sender chose. */}
        <div className="bg-cream-deep px-6 pt-6 pb-4">
          <img
            src={template.preview}
            alt=""
            width={600}
            height={800}
            data-testid="card-mock-design"
            className="mx-auto aspect-[3/4] w-full max-w-56 rounded-xl object-contain shadow-soft"
          />
          <div className="mt-3 flex min-h-7 flex-wrap justify-center gap-1.5">
            {values.effect && EffectIcon && (
              <Chip>
                <EffectIcon aria-hidden="true" className="size-3.5 text-rose-dark" />
                {effectName(values.effect)}
              </Chip>
            )}
            {values.musicUrl.trim() && (
              <Chip>
                <Music aria-hidden="true" className="size-3.5 text-rose-dark" />
                Music
              </Chip>
            )}
            {media.voice && (
              <Chip>
                <Mic aria-hidden="true" className="size-3.5 text-rose-dark" />
                Voice note
              </Chip>
            )}
            {media.image && (
              <Chip>
                <ImageIcon aria-hidden="true" className="size-3.5 text-rose-dark" />
                Photo
              </Chip>
            )}
            {values.stickers.length > 0 && (
              <Chip>
                <Sticker aria-hidden="true" className="size-3.5 text-rose-dark" />
                {values.stickers.length === 1 ? '1 sticker' : `${values.stickers.length} stickers`}
              </Chip>
            )}
          </div>
        </div>
        <div className="space-y-3 p-6" style={{ backgroundColor: paper.background }}>
          <p className={`text-xl ${strong}`} style={{ fontFamily: face }}>
            Dear {values.recipientName.trim() || 'Your Friend'},
          </p>
          {values.quote.trim() && (
            <p className={`text-sm italic ${soft}`}>{`“${values.quote.trim()}”`}</p>
          )}
          {media.image && (
            <img
              src={media.image.url}
              alt=""
              className="max-h-36 w-full rounded-xl object-cover shadow-soft"
            />
          )}
          <p
            data-testid="card-mock-message"
            className={`min-h-24 leading-relaxed break-words whitespace-pre-line ${message ? '' : `italic ${soft}`}`}
            style={{
              fontFamily: face,
              fontSize: values.fontSize,
              color: message ? paper.ink : undefined,
            }}
          >
            {message || 'Your message will appear here as you write it.'}
          </p>
          <p className={`text-right text-lg ${strong}`} style={{ fontFamily: face }}>
            {signatureOf(values, signatureStyle)}
          </p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-plum-soft">
        A quick look, updated as you go. Live Preview shows the full card.
      </figcaption>
    </figure>
  );
}
