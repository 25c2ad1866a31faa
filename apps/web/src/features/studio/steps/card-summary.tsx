import type { ReactNode } from 'react';
import { BreakableText } from '../../../components/ui/breakable-text';
import { effectName } from '../fields/effect-picker';
import type { CardValues } from '../wizard/card-values';
import type { WizardMedia } from '../wizard/wizard-media';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-2.5">
      <dt className="w-24 shrink-0 text-sm font-semibold text-plum-soft">{term}</dt>
      <dd className="min-w-0 text-plum wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The choices made so far, in words, for a last look before sending. */
export function CardSummary({
  values,
  media,
  extraRow,
}: {
  values: CardValues;
  media: WizardMedia;
  extraRow?: { term: string; value: string };
}) {
  const extras = [
    values.musicUrl.trim() && 'Music',
    media.voice && 'Voice note',
    media.image && 'Photo',
    values.quote.trim() && `Nickname “${values.quote.trim()}”`,
  ].filter(Boolean);
  const from = values.isAnonymous ? (
    'Anonymous'
  ) : (
    <>
      {values.senderName} (<BreakableText text={values.senderEmail} />)
    </>
  );
  return (
    <dl className="divide-y divide-line rounded-2xl bg-cream px-4">
      <Row term="To">
        {values.recipientName} (<BreakableText text={values.recipientEmail} />)
      </Row>
      <Row term="From">{from}</Row>
      {extraRow && <Row term={extraRow.term}>{extraRow.value}</Row>}
      <Row term="Style">
        {[
          values.fontFamily ?? 'Default font',
          values.fontSize,
          values.effect ? effectName(values.effect) : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Row>
      <Row term="Extras">{extras.length > 0 ? extras.join(', ') : 'None added'}</Row>
    </dl>
  );
}
