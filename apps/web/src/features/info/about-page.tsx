import { CalendarClock, HeartHandshake, Mic, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Container, PageHeader, SectionHeading } from '../../components/ui/layout-bits';
import { EnvelopeArt } from './about-art';
import { LoyaltyBanner } from './loyalty-banner';
import { TeamCarousel } from './team-carousel';

interface MissionPoint {
  title: string;
  text: string;
  icon: ReactNode;
}

const MISSION_PROMISES: MissionPoint[] = [
  {
    title: 'Personal, not generic',
    text: 'Your words, your photo, your voice and the song that is yours, not a stock verse from a shelf.',
    icon: <Mic aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Right on time',
    text: 'Schedule a card weeks ahead in your recipient’s time zone and we deliver it at the minute you chose.',
    icon: <CalendarClock aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Local gifts, real vendors',
    text: 'We are building a marketplace of bakers, florists and makers, so a card can arrive with cake.',
    icon: <Store aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Kind by design',
    text: 'Anonymous cards for secret admirers, clear prices in naira and support from real people.',
    icon: <HeartHandshake aria-hidden="true" className="size-6" />,
  },
];

export default function AboutPage() {
  return (
    <>
      <title>About us · Greetly</title>
      <PageHeader
        eyebrow="Made in Lagos"
        title="About us"
        lead="Greetly helps you send cards that sound like you, with music, photos and your own voice, and soon a gift from a local vendor to go with them."
      />

      <LoyaltyBanner />

      <section aria-labelledby="story-heading" className="py-12 sm:py-16">
        <Container className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <SectionHeading
              id="story-heading"
              align="left"
              eyebrow="Who we are"
              title="Our story"
            />
            <div className="mt-5 space-y-4 text-plum-soft">
              <p>
                Greetly began in 2025 around a kitchen table in Yaba. Our founders kept missing
                birthdays, weddings and naming ceremonies of people they loved in Enugu, Abuja,
                London and Houston, and a plain text message never felt like enough.
              </p>
              <p>
                So we built the card we wanted to receive: one you open like a gift box, that bursts
                into confetti or petals, plays the song you both know, shows a photo and lets you
                hear a voice note from the sender. Then we made sure it could be scheduled, so it
                arrives at midnight on the day even if you are asleep.
              </p>
              <p>
                Today Greetly is a small team of designers, engineers and gift lovers. Every card
                template is drawn in-house, and every message to support is read by a person.
              </p>
            </div>
          </div>
          <EnvelopeArt className="mx-auto w-full max-w-md" />
        </Container>
      </section>

      <section aria-labelledby="mission-heading" className="bg-cream-deep py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="mission-heading"
            eyebrow="Why we do it"
            title="Our mission"
            lead="To make it easy for anyone, anywhere, to show up for the people they love, on time and in a way that feels personal."
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {MISSION_PROMISES.map((promise) => (
              <li key={promise.title} className="rounded-3xl bg-white p-6 shadow-soft">
                <span className="grid size-12 place-items-center rounded-2xl bg-blush text-rose-dark">
                  {promise.icon}
                </span>
                <h3 className="mt-4 font-display text-xl font-bold">{promise.title}</h3>
                <p className="mt-2 text-sm text-plum-soft">{promise.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-14 sm:py-20">
        <TeamCarousel />
      </Container>

      <section aria-labelledby="about-cta-heading" className="pb-20">
        <Container>
          <div className="rounded-[2rem] bg-gradient-to-r from-rose to-rose-dark px-6 py-10 text-center text-white shadow-lift">
            <h2 id="about-cta-heading" className="font-display text-3xl font-bold">
              Someone is waiting to hear from you
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-white/90">
              Pick a template, write a few words from the heart and send it now or on their big day.
            </p>
            <ButtonLink to="/create-template" variant="light" size="lg" className="mt-6">
              Create a card
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
