import { HERO_DELETE_MS, HERO_PAUSE_MS, HERO_TYPE_MS, HERO_WORDS } from '@greetly/domain';
import { CalendarClock, PenLine, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { HeroArt } from './hero-art';
import { InitialsAvatar } from './initials-avatar';
import { useTypingWords } from './use-typing-words';

const HAPPY_SENDERS = ['Chiamaka Okafor', 'Kwame Mensah', 'Wanjiru Kamau', 'Daniel Adeyemi'];

/** The animated part of the heading; its own component so each letter re-renders only this. */
function TypedWords() {
  const typed = useTypingWords(HERO_WORDS, {
    typeMs: HERO_TYPE_MS,
    pauseMs: HERO_PAUSE_MS,
    deleteMs: HERO_DELETE_MS,
  });
  return (
    <span aria-hidden="true" className="block min-h-[1.08em] whitespace-pre text-rose-dark">
      <span data-testid="hero-typed">{typed}</span>
      <span className="ml-1 inline-block h-[0.85em] w-[0.06em] translate-y-[0.08em] animate-pulse rounded-full bg-rose" />
    </span>
  );
}

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-blush via-cream to-gold-light"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-rose-light/60 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-20 bottom-0 size-80 rounded-full bg-gold-light blur-3xl"
      />
      <Container className="relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:gap-6 lg:py-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-medium text-rose-dark shadow-soft">
            <Sparkles aria-hidden="true" className="size-4" />
            Cards with music, photos & your voice
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-5xl font-bold leading-[1.08] text-plum sm:text-6xl xl:text-7xl"
          >
            {/* Screen readers get one stable name instead of hearing every typed letter. */}
            <span className="sr-only">Send love, cards and gifts</span>
            <TypedWords />{' '}
            <span className="mt-1 block text-4xl sm:text-5xl">to the people you love</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-plum-soft lg:mx-0">
            Create a heartfelt digital card in minutes — add a song, a photo, your own voice and a
            burst of confetti — then send it now or schedule it to arrive at just the right moment.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap lg:justify-start [&>*]:whitespace-nowrap">
            <ButtonLink to="/create-template" size="lg">
              <PenLine aria-hidden="true" className="size-5" />
              Create Your Card
            </ButtonLink>
            <ButtonLink to="/schedule-template" size="lg" variant="secondary">
              <CalendarClock aria-hidden="true" className="size-5" />
              Schedule A Card
            </ButtonLink>
          </div>
          <div className="mt-8 flex items-center justify-center gap-3 lg:justify-start">
            <div className="flex shrink-0 -space-x-2 py-0.5 pl-0.5" aria-hidden="true">
              {HAPPY_SENDERS.map((name, index) => (
                <InitialsAvatar key={name} name={name} tone={index} size="sm" />
              ))}
            </div>
            <p className="text-sm text-plum-soft">
              Loved by gifters in Lagos, Accra, Nairobi and London
            </p>
          </div>
        </div>
        <HeroArt className="mx-auto w-full max-w-[560px]" />
      </Container>
    </section>
  );
}
