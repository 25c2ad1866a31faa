import { LegalPage, type LegalSection } from './legal-page';
import { SupportEmailLink, TextLink } from './text-links';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'card-credits',
    title: 'Card credits',
    body: (
      <>
        <p>
          Each Premium card you pay for is one card credit. A credit is used when your card is sent,
          or set aside when you schedule it. Unused credits stay on your account for 12 months and
          never expire sooner.
        </p>
        <p>
          Because a card is delivered within minutes, a card that has been delivered cannot be
          refunded, even if you spot a typo afterwards. Please use Live Preview to check your card
          before you send it.
        </p>
      </>
    ),
  },
  {
    id: 'failed-deliveries',
    title: 'Failed deliveries',
    body: (
      <p>
        If we cannot deliver your card (for example the recipient’s mail server rejects it after all
        our retries), we tell you by e-mail and refund it automatically, as a card credit straight
        away or to your original payment method if you ask. A card that bounces because the e-mail
        address was typed wrong is refunded as a card credit, so you can send it again to the right
        address.
      </p>
    ),
  },
  {
    id: 'scheduled-cards',
    title: 'Scheduled cards',
    body: (
      <p>
        You can cancel a scheduled card from your dashboard at any time before it is sent, and it is
        refunded in full. Once the scheduled time has passed and the card has gone out, it can no
        longer be cancelled. Editing a scheduled card before it goes out is free.
      </p>
    ),
  },
  {
    id: 'marketplace-gifts',
    title: 'Marketplace gifts',
    body: (
      <>
        <p>
          When the marketplace opens, gifts are made and delivered by our vendors, and we stand
          behind every order:
        </p>
        <ul>
          <li>
            <strong>Damaged or wrong item:</strong> tell us within 48 hours of delivery, with a
            photo, and choose a replacement or a full refund including delivery.
          </li>
          <li>
            <strong>Perishables such as cakes and bouquets:</strong> report a problem on the day of
            delivery. These cannot be returned, so a clear photo is all we need.
          </li>
          <li>
            <strong>Not delivered:</strong> if a gift does not arrive on the promised day, you get a
            full refund.
          </li>
          <li>
            <strong>Change of mind:</strong> you can cancel a gift order free of charge until the
            vendor starts preparing it; after that, perishables cannot be cancelled, and other
            unused items in their original packaging can be returned within 7 days.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'timelines',
    title: 'How long refunds take',
    body: (
      <ul>
        <li>Card credits: straight away.</li>
        <li>
          Card payments: 5 to 10 working days after we approve the refund, depending on your bank.
        </li>
        <li>Bank transfers: within 3 working days to the account you paid from.</li>
        <li>We review every refund request within 2 working days of receiving it.</li>
      </ul>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to request a refund',
    body: (
      <>
        <p>
          E-mail <SupportEmailLink /> with the subject “Refund”, and include the e-mail address of
          your account, the recipient’s e-mail or your order number, what went wrong and, for gifts,
          a photo. We reply within 2 working days.
        </p>
        <p>
          This policy is part of our <TextLink to="/terms">Terms of Service</TextLink> and does not
          affect your rights under Nigerian consumer protection law.
        </p>
      </>
    ),
  },
];

export default function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      lead="When a card or a gift doesn’t arrive as it should, we make it right. Here is how."
      sections={SECTIONS}
    />
  );
}
