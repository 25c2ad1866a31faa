/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { PRODUCT_NAME, SUPPORT_EMAIL } from '@greetly/domain';
// Each component from its own package: the '@react-email/components' barrel also loads the code
// block (with Prism) and Tailwind, a third of a second at every start for nothing we use.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The product's look: cream page, white card, plum text, rose accents. */
export const MAIL_COLORS = {
  page: '#fff8f0',
  card: '#ffffff',
  line: '#ead9cc',
  ink: '#2b1838',
  soft: '#5b4868',
  rose: '#c8334a',
  roseDark: '#a3243a',
} as const;

const FONT = 'Poppins, "Segoe UI", Helvetica, Arial, sans-serif';
const DISPLAY_FONT = 'Georgia, "Times New Roman", serif';

export interface MailLayoutProps {
  /** The document's title (the subject). */
  title: string;
  /** Shown in the inbox list after the subject; left out of the plain-text part. */
  preheader: string;
  heading: string;
  /** A picture above the heading (the card's template). */
  hero?: ReactNode;
  /** The mail's paragraphs (MailParagraph). */
  children: ReactNode;
  /** The one button, with the same link written out beneath it for clients that hide buttons. */
  action?: { label: string; url: string };
  /** Small print under the button. */
  footnote?: ReactNode;
  /** Extra lines in the footer, under the product's own (a card's opt-out links). */
  footer?: ReactNode;
}

/** Every mail's frame: the product name, a white card holding the content, a quiet footer. */
export function MailLayout({
  title,
  preheader,
  heading,
  hero,
  children,
  action,
  footnote,
  footer,
}: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </Head>
      <Preheader text={preheader} />
      <Body style={{ margin: 0, padding: 0, backgroundColor: MAIL_COLORS.page, fontFamily: FONT }}>
        <Container style={{ maxWidth: '560px', padding: '32px 12px' }}>
          <Text
            style={{
              margin: '0 0 20px',
              textAlign: 'center',
              fontFamily: DISPLAY_FONT,
              fontSize: '26px',
              lineHeight: '32px',
              fontWeight: 700,
              color: MAIL_COLORS.rose,
            }}
          >
            🎁 {PRODUCT_NAME}
          </Text>
          <Section
            style={{
              backgroundColor: MAIL_COLORS.card,
              borderRadius: '24px',
              border: `1px solid ${MAIL_COLORS.line}`,
              padding: '36px 32px',
            }}
          >
            {hero}
            <Heading
              as="h1"
              style={{
                margin: '0 0 20px',
                fontFamily: DISPLAY_FONT,
                fontSize: '26px',
                lineHeight: '1.3',
                color: MAIL_COLORS.ink,
              }}
            >
              {heading}
            </Heading>
            {children}
            {action && <MailAction {...action} />}
            {footnote && <SmallPrint style={{ margin: '16px 0 0' }}>{footnote}</SmallPrint>}
          </Section>
          <Section style={{ padding: '20px 8px 0', textAlign: 'center' }}>
            <FooterText>
              {PRODUCT_NAME}: cards and gifts that arrive at the right moment.
              <br />
              Questions? Write to{' '}
              <MailLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</MailLink>.
            </FooterText>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the mail's body. */
export function MailParagraph({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{ margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6', color: MAIL_COLORS.ink }}
    >
      {children}
    </Text>
  );
}

/** A link inside running text; one whose text is a long URL wraps only where it must. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      style={{
        color: MAIL_COLORS.roseDark,
        textDecoration: 'underline',
        overflowWrap: 'anywhere',
        wordBreak: 'break-word',
      }}
    >
      {children}
    </Link>
  );
}

/** A line of the footer's small print. */
export function FooterText({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        margin: '0 0 8px',
        fontSize: '12px',
        lineHeight: '1.6',
        color: MAIL_COLORS.soft,
      }}
    >
      {children}
    </Text>
  );
}

/**
 * The inbox line after the subject, hidden in the mail itself. React Email's Preview pads it with
 * about 120 invisible characters, which quoted-printable encoding turns into some 7 kB per mail;
 * the delivery worker sends thousands, so this one carries the text alone.
 */
function Preheader({ text }: { text: string }) {
  return (
    <div
      data-skip-in-text="true"
      style={{
        display: 'none',
        overflow: 'hidden',
        lineHeight: '1px',
        opacity: 0,
        maxHeight: 0,
        maxWidth: 0,
      }}
    >
      {text}
    </div>
  );
}

function SmallPrint({
  children,
  style,
  isSkippedInText = false,
}: {
  children: ReactNode;
  style?: { margin: string };
  /** Left out of the plain-text part (which already has the link next to its label). */
  isSkippedInText?: boolean;
}) {
  return (
    <Text
      data-skip-in-text={isSkippedInText ? 'true' : undefined}
      style={{
        margin: '0 0 16px',
        fontSize: '13px',
        lineHeight: '1.5',
        color: MAIL_COLORS.soft,
        ...style,
      }}
    >
      {children}
    </Text>
  );
}

function MailAction({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Section style={{ margin: '28px 0' }}>
        <Button
          href={url}
          style={{
            display: 'inline-block',
            backgroundColor: MAIL_COLORS.rose,
            color: '#ffffff',
            textDecoration: 'none',
            fontWeight: 600,
            fontSize: '16px',
            lineHeight: '20px',
            padding: '14px 28px',
            borderRadius: '999px',
          }}
        >
          {label}
        </Button>
      </Section>
      <SmallPrint isSkippedInText>
        If the button does not work, copy this link into your browser:
        <br />
        <MailLink href={url}>{url}</MailLink>
      </SmallPrint>
    </>
  );
}
