import {
  IMAGE_MAX_BYTES,
  MESSAGE_MAX_WORDS,
  MESSAGE_MIN_WORDS,
  VOICE_NOTE_MAX_SECONDS,
} from '@greetly/domain';
import { LegalPage, type LegalSection } from './legal-page';
import { SupportEmailLink, TextLink } from './text-links';

const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These Terms of Service are an agreement between you and Greetly, a company registered in
          Lagos, Nigeria (“Greetly”, “we”, “us”). They apply whenever you use greetly.app or any
          Greetly app to create, schedule, send or receive a card, or to buy or sell through our
          marketplace.
        </p>
        <p>
          By creating an account, sending a card or placing an order, you confirm that you have read
          and accept these terms and our <TextLink to="/privacy">Privacy Policy</TextLink>. If you
          do not agree, please do not use Greetly. You must be at least 13 years old to use Greetly,
          and at least 18 to buy anything or to register as a vendor.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to these terms',
    body: (
      <>
        <p>
          Greetly is growing and these terms will change with it, for example when the marketplace
          opens to buyers. The date at the top of this page shows when they last changed.
        </p>
        <p>
          If a change materially affects your rights, we will tell you by e-mail or with a notice in
          the app at least 14 days before it takes effect. Cards you have already paid for or
          scheduled are delivered under the terms that applied when you paid. If you keep using
          Greetly after a change takes effect, you accept the updated terms.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          We work hard to deliver every card at the moment you chose, but e-mail delivery depends on
          services we do not control. Greetly is provided “as is” and we cannot guarantee that a
          card will reach an inbox rather than a spam folder, or that the service will never be
          interrupted.
        </p>
        <p>As far as Nigerian law allows:</p>
        <ul>
          <li>
            we are not liable for indirect or consequential losses, such as a missed occasion or
            hurt feelings when a card arrives late;
          </li>
          <li>
            our remedy for a failed card is a refund under our{' '}
            <TextLink to="/refund">Refund Policy</TextLink>, and our total liability to you for any
            claim is limited to the amount you paid Greetly in the 12 months before the claim;
          </li>
          <li>
            gifts from the marketplace are made and delivered by independent vendors, who are
            responsible for their quality and safety.
          </li>
        </ul>
        <p>Nothing in these terms limits liability that cannot be limited by law.</p>
      </>
    ),
  },
  {
    id: 'prohibited-use',
    title: 'Prohibited use',
    body: (
      <>
        <p>Greetly is for kindness. You must not use it to:</p>
        <ul>
          <li>harass, threaten, bully or impersonate anyone, including through anonymous cards;</li>
          <li>
            send spam, chain messages, advertising or bulk cards to people who did not expect them;
          </li>
          <li>
            upload images, voice notes or music links that are unlawful, hateful, sexually explicit,
            or that you do not have the right to share;
          </li>
          <li>collect other people’s e-mail addresses or personal data through the service;</li>
          <li>
            attack, overload, scrape or reverse-engineer Greetly, or get around its limits (such as
            the {MESSAGE_MIN_WORDS}–{MESSAGE_MAX_WORDS} word message, the {VOICE_NOTE_MAX_SECONDS}
            -second voice note or the {IMAGE_MAX_MB}MB image size).
          </li>
        </ul>
        <p>
          We may remove content, cancel undelivered cards and suspend or close accounts that break
          these rules. Where a card is cancelled for abuse, it is not refunded.
        </p>
      </>
    ),
  },
  {
    id: 'account-responsibility',
    title: 'Account responsibility',
    body: (
      <>
        <p>
          You are responsible for your account and everything sent from it. Please give accurate
          details when you sign up, keep your password private and do not share your account.
        </p>
        <p>
          You are also responsible for the recipient details you enter: check the name and e-mail
          address before you send or schedule a card. If you think someone else has used your
          account, write to us at once at <SupportEmailLink /> and change your password.
        </p>
        <p>
          Vendors must give true business information, hold any licences their products need (for
          example for food), and keep their prices and stock up to date.
        </p>
      </>
    ),
  },
  {
    id: 'orders-and-delivery',
    title: 'Orders and delivery',
    body: (
      <>
        <p>
          <strong>Virtual cards.</strong> A card sent now is e-mailed to the recipient within a few
          minutes. A scheduled card is sent at the date and time you picked, in the time zone you
          picked. The recipient gets a private link to open the card; anyone with that link can view
          it, so please do not put passwords or other secrets in a card.
        </p>
        <p>
          <strong>Prices.</strong> Prices are shown in naira on the{' '}
          <TextLink to="/pricing">Pricing</TextLink> page before you pay. Amounts in other
          currencies are a guide only; you are charged in naira.
        </p>
        <p>
          <strong>Marketplace gifts.</strong> The marketplace is coming soon. When it opens, each
          gift is sold by the vendor named on it, who prepares and delivers it to the address you
          give. Delivery times and fees are shown at checkout. Perishable gifts such as cakes and
          bouquets need someone to receive them on the delivery day.
        </p>
        <p>
          Cancellations and refunds are covered by our{' '}
          <TextLink to="/refund">Refund Policy</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Questions about these terms, a complaint, or a report of misuse? Write to us at{' '}
          <SupportEmailLink />. A person from our Lagos team replies within two working days.
        </p>
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of
          Lagos State have jurisdiction over any dispute we cannot settle together.
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules for using Greetly, written to be read. Please take a few minutes with them."
      sections={SECTIONS}
    />
  );
}
