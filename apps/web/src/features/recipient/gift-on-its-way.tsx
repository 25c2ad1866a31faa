import { Gift } from 'lucide-react';

/**
 * The recipient learns that a gift travels with their card, and nothing more: never what it is,
 * from which shop or what it cost (the API says only `giftOnItsWay`). The gifts are delivered on
 * the card's day, but the card may be opened days later, so the words do not say "today". It is
 * drawn from the card alone (no fetch, no storage), the same on the server and in the browser.
 * The icon is its picture: no emoji, which shows as an empty box where no emoji font is.
 */
export function GiftOnItsWay({ senderLabel }: { senderLabel: string }) {
  return (
    <section
      aria-labelledby="gift-on-its-way"
      className="flex items-start gap-4 rounded-3xl border border-gold/60 bg-gold-light p-5 text-plum shadow-soft sm:items-center sm:p-6"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-rose-dark shadow-soft">
        <Gift aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id="gift-on-its-way" className="font-display text-xl font-bold">
          A gift is on its way to you too
        </h2>
        <p className="mt-1 text-plum-soft">
          {`${senderLabel} sent it with this card, to arrive on the card’s day. What it is stays a surprise.`}
        </p>
      </div>
    </section>
  );
}
