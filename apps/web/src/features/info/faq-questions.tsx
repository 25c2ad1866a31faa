import {
  formatNaira,
  IMAGE_MAX_BYTES,
  LOYALTY_PURCHASES_FOR_FREE,
  MESSAGE_MAX_WORDS,
  MESSAGE_MIN_WORDS,
  NAMED_TIME_ZONES,
  PREMIUM_CARD_PRICE,
  TEMPLATE_CATEGORIES,
  TEMPLATES,
  VOICE_NOTE_MAX_SECONDS,
} from '@greetly/domain';
import type { FaqItem } from './faq-accordion';
import { TextLink } from './text-links';

const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

export const FAQ_GROUPS: readonly { title: string; items: readonly FaqItem[] }[] = [
  {
    title: 'Creating your card',
    items: [
      {
        id: 'create',
        question: 'How do I create a card?',
        answer: (
          <>
            <p>
              Choose <TextLink to="/create-template">Create a card</TextLink> and pick one of our{' '}
              {TEMPLATES.length} templates (filter by {TEMPLATE_CATEGORIES.length} occasions, from
              Birthday to Postpartum).
            </p>
            <p>
              Then follow three short steps: the details (who it’s for, your message, font, colour
              and effect), your media (music, voice note, photo and a sweet nickname), and a
              preview. Press Live Preview to open it exactly as your recipient will, then Send Now.
            </p>
          </>
        ),
      },
      {
        id: 'message-length',
        question: 'How long can my message be?',
        answer: (
          <p>
            Between {MESSAGE_MIN_WORDS} and {MESSAGE_MAX_WORDS} words. The counter under the message
            box shows where you are, so you have room to say something real while the card stays
            easy to read on a phone.
          </p>
        ),
      },
      {
        id: 'images',
        question: 'What kind of photo can I add?',
        answer: (
          <p>
            One JPEG, PNG or GIF image of up to {IMAGE_MAX_MB}MB. Drag it onto the drop zone or use
            Browse Files. We remove hidden data such as the location from photos before they are
            stored.
          </p>
        ),
      },
      {
        id: 'music',
        question: 'Can I add a song to my card?',
        answer: (
          <p>
            Yes. Paste a link to the song, for example from YouTube or Spotify, and you’ll see a
            preview straight away. Your recipient plays it from inside the card. We link to the song
            rather than copying it, so it needs to be publicly available.
          </p>
        ),
      },
      {
        id: 'voice-note',
        question: 'Can I record a voice note?',
        answer: (
          <p>
            Yes, right in your browser, up to {VOICE_NOTE_MAX_SECONDS} seconds. Allow microphone
            access when your browser asks, press record, and listen back before you keep it. You can
            re-record as often as you like.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Sending and scheduling',
    items: [
      {
        id: 'schedule',
        question: 'How do I schedule a card, and which time zone is used?',
        answer: (
          <p>
            Choose <TextLink to="/schedule-template">Schedule a card</TextLink>, then pick the date,
            time and time zone it should arrive in. We deliver it at that moment in that time zone,
            so pick the recipient’s zone for a card at midnight on their birthday. Common zones (
            {NAMED_TIME_ZONES.join(', ')}) are listed first.
          </p>
        ),
      },
      {
        id: 'recipient-view',
        question: 'What does my recipient see?',
        answer: (
          <p>
            An e-mail saying a card is waiting, with a private link. Opening it shows a gift box;
            one tap and your effect plays (confetti, balloons, fireworks, petals or snow) and your
            card opens page by page with your message, photo, song and voice note. They don’t need
            an account.
          </p>
        ),
      },
      {
        id: 'anonymous',
        question: 'Can I send a card anonymously?',
        answer: (
          <p>
            Yes. Turn on Send Anonymously and your name and e-mail are hidden from the recipient.
            Otherwise turn on Send Yourself and add your name and e-mail so they know who it’s from.
            One of the two must be on. Anonymous cards must still be kind: see our{' '}
            <TextLink to="/terms#prohibited-use">Terms of Service</TextLink>.
          </p>
        ),
      },
      {
        id: 'edit-cancel',
        question: 'Can I edit or cancel a scheduled card?',
        answer: (
          <p>
            Yes, from your dashboard, any time before it is sent. Editing is free, and a cancelled
            card is refunded in full (see our <TextLink to="/refund">Refund Policy</TextLink>). Once
            a card has been delivered it can’t be changed.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Pricing, gifts and vendors',
    items: [
      {
        id: 'pricing',
        question: 'How much does Greetly cost?',
        answer: (
          <p>
            Your first day is free, with one virtual card per week and effects, fonts, colours and
            an image. After that, Premium is {formatNaira(PREMIUM_CARD_PRICE)} per card with every
            feature, including music, voice notes and stickers. No subscription. See{' '}
            <TextLink to="/pricing">Pricing</TextLink>.
          </p>
        ),
      },
      {
        id: 'marketplace',
        question: 'Can I send a gift with my card?',
        answer: (
          <p>
            Soon. Our <TextLink to="/marketplace">marketplace</TextLink> of cakes, bouquets,
            jewelry, perfumes and gift packs from local vendors is coming soon. When it opens, our
            loyalty card makes 1 gift free after every {LOYALTY_PURCHASES_FOR_FREE} purchases.
          </p>
        ),
      },
      {
        id: 'vendor',
        question: 'I run a gift business. How do I sell on Greetly?',
        answer: (
          <p>
            <TextLink to="/vendorsignup">Sign up as a vendor</TextLink> with your contact details,
            then tell us about your business: what you sell, where you operate and which countries
            you deliver to. We’ll be in touch before the marketplace opens.
          </p>
        ),
      },
    ],
  },
];
