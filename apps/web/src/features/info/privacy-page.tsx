import { LegalPage, type LegalSection } from './legal-page';
import { SupportEmailLink, TextLink } from './text-links';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We only collect what we need to make and deliver your cards and gifts:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your first and last name, e-mail address, phone number
            and password (stored only as a secure hash, never in plain text). Vendors also give
            their business name, type, description, and where they operate and deliver.
          </li>
          <li>
            <strong>Card contents:</strong> the template, message, fonts, colours, effect, sweet
            nickname, music link and the date, time and time zone of a scheduled card.
          </li>
          <li>
            <strong>Recipients’ details:</strong> the name and e-mail address of each person you
            send a card to, and your own name and e-mail when you choose to sign a card.
          </li>
          <li>
            <strong>Media:</strong> images and voice notes you add to a card. We remove hidden
            metadata such as the location stored in photos.
          </li>
          <li>
            <strong>Orders:</strong> delivery addresses and order history for marketplace gifts.
          </li>
          <li>
            <strong>Technical data:</strong> basic logs (such as IP address and browser type) kept
            to protect the service against abuse.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create your account, sign you in and keep it secure;</li>
          <li>
            deliver your card to its recipient at the time you chose, and tell you if delivery
            fails;
          </li>
          <li>process payments, refunds and marketplace orders;</li>
          <li>answer your messages to support;</li>
          <li>
            send our newsletter, only if you subscribed (every issue has an unsubscribe link).
          </li>
        </ul>
        <p>
          We never sell your data, never use card contents for advertising, and never send your
          recipients anything except the card you sent them. When you send anonymously, we do not
          show your name or e-mail to the recipient.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>Vendors, for gift orders only:</strong> when you order a marketplace gift, the
            vendor receives the recipient’s name, delivery address, phone number and any gift note,
            so they can deliver it. Vendors never see your cards.
          </li>
          <li>
            <strong>Payment processors:</strong> card and bank payments are handled by licensed
            payment providers. Your full card number goes straight to them; Greetly never stores it.
          </li>
          <li>
            <strong>Service providers:</strong> our e-mail delivery and hosting providers process
            data on our behalf, under contracts that keep it confidential.
          </li>
          <li>
            <strong>The law:</strong> we disclose data when Nigerian law or a valid court order
            requires it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          Cards and their media are kept for 12 months after delivery, so the recipient can open
          their link again and you can see what you sent, then deleted. Scheduled cards you cancel
          are deleted straight away.
        </p>
        <p>
          Account details are kept while your account is open and deleted within 30 days of you
          closing it. Payment and order records are kept for six years, because tax law requires it.
          Security logs are kept for 90 days.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        Greetly does not use advertising or tracking cookies. Your browser’s local storage holds
        your sign-in token (so you stay signed in) and your cart, and nothing else. Signing out
        removes the token; clearing your browser data removes both.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Under the Nigeria Data Protection Act 2023 you may ask us for a copy of your data, ask us
          to correct it, delete it or stop using it for a purpose, and withdraw consent at any time.
          We answer requests within 30 days.
        </p>
        <p>
          If you received a card and would like your e-mail address removed from Greetly, ask us and
          we will delete it and block further cards to it. If you are unhappy with how we handled
          your data, you may complain to the Nigeria Data Protection Commission.
        </p>
        <p>
          See also our <TextLink to="/terms">Terms of Service</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any privacy question or request, write to <SupportEmailLink /> with the subject
        “Privacy”. We will confirm your identity before acting on a request about your account.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What we collect when you send a card, why, and how you stay in control of it."
      sections={SECTIONS}
    />
  );
}
