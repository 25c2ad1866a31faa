import { PRODUCT_NAME, SUPPORT_EMAIL } from '@greetly/domain/catalog/limits';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from './logo';
import { NewsletterForm } from './newsletter-form';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from './social-icons';

interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Quick links',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Spin & Win', to: '/spinwin' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Refund Policy', to: '/refund' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/faq' },
      { label: 'FAQs', to: '/faq' },
      { label: 'Contact Us', href: `mailto:${SUPPORT_EMAIL}` },
      { label: 'Track Items', to: '/track' },
    ],
  },
];

const SOCIALS: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/greetly.app', icon: <InstagramIcon /> },
  { label: 'Facebook', href: 'https://www.facebook.com/greetly.app', icon: <FacebookIcon /> },
  { label: 'X', href: 'https://x.com/greetlyapp', icon: <XIcon /> },
  { label: 'TikTok', href: 'https://www.tiktok.com/@greetly.app', icon: <TikTokIcon /> },
];

const linkStyle = 'rounded text-white/85 transition hover:text-white hover:underline';

function StoreBadge({ store, line }: { store: string; line: string }) {
  return (
    <span className="inline-flex flex-col rounded-xl border border-white/40 bg-plum/40 px-4 py-2 leading-tight">
      <span className="text-[0.7rem] uppercase tracking-wider text-white">{line}</span>
      <span className="font-semibold text-white">{store}</span>
    </span>
  );
}

export function Footer() {
  return (
    <footer className="mt-auto bg-plum text-white">
      <div className="bg-rose-dark">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <NewsletterForm />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-white">Our apps</p>
            <div className="mt-2 flex flex-wrap gap-3">
              <StoreBadge line="Coming soon to the" store="App Store" />
              <StoreBadge line="Coming soon to" store="Google Play" />
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <div className="flex items-center gap-2 font-display text-2xl font-bold">
            <LogoMark /> {PRODUCT_NAME}
          </div>
          <p className="mt-3 max-w-xs text-white/80">
            Personal cards with music, photos and your own voice, delivered at just the right
            moment, with a gift from a local vendor if you like.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className={`mt-4 inline-flex items-center gap-2 ${linkStyle}`}
          >
            <Mail aria-hidden="true" className="size-4" /> {SUPPORT_EMAIL}
          </a>
          <ul className="mt-5 flex gap-2" aria-label="Socials">
            {SOCIALS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-rose"
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>

        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={link.to} className={linkStyle}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className={linkStyle}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10 py-5 text-center text-sm text-white/70">
        © {new Date().getFullYear()} {PRODUCT_NAME}. Made with love in Lagos.
      </div>
    </footer>
  );
}
