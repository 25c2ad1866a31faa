import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { GifterArt, VendorArt } from './role-art';

interface RoleChoice {
  id: string;
  title: string;
  text: string;
  perks: string[];
  to: string;
  art: ReactNode;
  tint: string;
}

const ROLES: RoleChoice[] = [
  {
    id: 'gifter',
    title: 'Sign up as a Gifter',
    text: 'Send cards that sound like you, and soon a gift to go with them.',
    perks: ['Find unique gifts', 'Browse gifts', 'Easy checkouts'],
    to: '/signup',
    art: <GifterArt className="h-48 w-auto" />,
    tint: 'from-blush to-white',
  },
  {
    id: 'vendor',
    title: 'Sign up as a vendor',
    text: 'Bring your cakes, bouquets and gift packs to people celebrating someone.',
    perks: ['Track orders', 'Grow business'],
    to: '/vendorsignup',
    art: <VendorArt className="h-48 w-auto" />,
    tint: 'from-mint-light to-white',
  },
];

export default function GetStartedPage() {
  return (
    <>
      <title>Get started · Greetly</title>
      <PageHeader
        eyebrow="Welcome to Greetly"
        title="Let's Get You Started"
        lead="Tell us how you’d like to use Greetly and we’ll take you to the right place."
      />
      <Container className="pb-20">
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {ROLES.map((role) => (
            <li
              key={role.id}
              className="group relative flex flex-col overflow-hidden rounded-[2rem] bg-white shadow-soft ring-1 ring-line transition duration-300 focus-within:ring-4 focus-within:ring-gold hover:-translate-y-1 hover:shadow-lift hover:ring-rose"
            >
              <div className={`flex justify-center bg-gradient-to-b ${role.tint} px-6 pt-8 pb-2`}>
                {role.art}
              </div>
              <div className="flex flex-1 flex-col p-7">
                <h2 className="font-display text-2xl font-bold">
                  {/* The link covers the whole card, so any tap on it chooses this role. */}
                  <Link
                    to={role.to}
                    className="after:absolute after:inset-0 after:rounded-[2rem] focus-visible:outline-none"
                  >
                    {role.title}
                  </Link>
                </h2>
                <p className="mt-2 text-plum-soft">{role.text}</p>
                <ul className="mt-5 flex-1 space-y-2.5">
                  {role.perks.map((perk) => (
                    <li key={perk} className="flex items-center gap-3 font-medium">
                      <span className="grid size-7 place-items-center rounded-full bg-mint-light text-mint">
                        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                      </span>
                      {perk}
                    </li>
                  ))}
                </ul>
                <span
                  aria-hidden="true"
                  className="mt-7 inline-flex items-center gap-2 self-start rounded-full bg-rose px-6 py-2.5 font-medium text-white shadow-lift transition group-hover:bg-rose-dark"
                >
                  Continue <ArrowRight className="size-4 transition group-hover:translate-x-1" />
                </span>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-plum-soft">
          Already have an account?{' '}
          <Link
            to="/signin"
            className="font-semibold text-rose-dark underline underline-offset-4 hover:text-rose"
          >
            Sign in
          </Link>
        </p>
      </Container>
    </>
  );
}
