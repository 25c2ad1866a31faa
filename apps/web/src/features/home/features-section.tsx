import {
  Gift,
  Image,
  type LucideIcon,
  Mic,
  Music,
  Palette,
  Sparkles,
  Sticker,
  Type,
} from 'lucide-react';
import { Container, SectionHeading } from '../../components/ui/layout-bits';

const FEATURES: { name: string; text: string; icon: LucideIcon; tone: string }[] = [
  {
    name: 'Gift Items',
    text: 'Pair your card with a real gift from local vendors, delivered to their door.',
    icon: Gift,
    tone: 'bg-rose-light text-rose-dark',
  },
  {
    name: 'Music',
    text: 'Add a link to the perfect song so your card comes with its own soundtrack.',
    icon: Music,
    tone: 'bg-gold-light text-plum',
  },
  {
    name: 'Images',
    text: 'Upload a favourite photo — a shared memory, a selfie or a treasured throwback.',
    icon: Image,
    tone: 'bg-mint-light text-mint',
  },
  {
    name: 'Effects',
    text: 'Open with confetti, balloons, fireworks, petals or a gentle fall of snow.',
    icon: Sparkles,
    tone: 'bg-blush text-rose-dark',
  },
  {
    name: 'Colors',
    text: 'Pick text colours that match the mood, from bold red to sunny orange.',
    icon: Palette,
    tone: 'bg-gold-light text-plum',
  },
  {
    name: 'Fonts',
    text: 'Choose from ten lovely typefaces, from flowing scripts to clean modern letters.',
    icon: Type,
    tone: 'bg-mint-light text-mint',
  },
  {
    name: 'Stickers',
    text: 'Sprinkle on playful stickers for a wink, a hug or a well-earned high-five.',
    icon: Sticker,
    tone: 'bg-rose-light text-rose-dark',
  },
  {
    name: 'Record Memo',
    text: 'Record a voice note of up to two minutes, so they hear it in your own voice.',
    icon: Mic,
    tone: 'bg-blush text-rose-dark',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-cream-deep/60 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Everything you need"
          title="Make every card unmistakably yours"
          lead="Mix and match the little touches that turn a card into a keepsake."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {FEATURES.map(({ name, text, icon: Icon, tone }) => (
            <li
              key={name}
              className="rounded-3xl border border-line/70 bg-white p-6 shadow-soft transition hover:-translate-y-1"
            >
              <span className={`grid size-12 place-items-center rounded-2xl ${tone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-plum">{name}</h3>
              <p className="mt-2 text-plum-soft">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
