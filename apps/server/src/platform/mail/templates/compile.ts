import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { escapeHtml } from '../html.ts';

/** A mail's three texts: the subject line, the HTML part and the plain-text part. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** Stands in for a per-mail value while the template is rendered: letters and digits only, so
 * neither React's escaping nor the plain-text conversion changes it. */
const marker = (index: number) => `GREETLYSLOT${index}X`;
const MARKER = /GREETLYSLOT(\d+)X/g;

/** A rendered part cut at its slots: text, slot, text, slot, …, text. */
interface Pieces {
  texts: string[];
  slots: number[];
}

function cut(rendered: string, slotCount: number, part: string): Pieces {
  const texts: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of rendered.matchAll(MARKER)) {
    const slot = Number(match[1]);
    if (slot >= slotCount) throw new Error(`Mail template: unknown slot ${slot} in the ${part}`);
    texts.push(rendered.slice(last, match.index));
    slots.push(slot);
    last = match.index + match[0].length;
  }
  texts.push(rendered.slice(last));
  if (texts.some((text) => text.includes('GREETLYSLOT'))) {
    throw new Error(`Mail template: a slot was altered while rendering the ${part}`);
  }
  return { texts, slots };
}

function join(pieces: Pieces, values: string[]): string {
  let out = pieces.texts[0] ?? '';
  for (let i = 0; i < pieces.slots.length; i++) {
    out += (values[pieces.slots[i] as number] ?? '') + (pieces.texts[i + 1] ?? '');
  }
  return out;
}

/** The plain-text part: headings keep their case, links print as "label <url>". */
const PLAIN_TEXT = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
      ...['h1', 'h2', 'h3'].map((selector) => ({
        selector,
        options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 },
      })),
    ],
  },
} as const;

export interface MailTemplate<K extends string> {
  /**
   * The mail with these values in its slots: escaped for HTML in the HTML part (whatever a value
   * holds, it stays text), as they are in the plain-text part.
   */
  fill(values: Record<K, string>): { html: string; text: string };
}

/**
 * Renders a React Email template once, with a marker in each slot, and keeps both parts cut at
 * the markers; each mail then only joins strings. Rendering a React tree per mail costs about a
 * millisecond, too much for the delivery worker's thousands of cards per second. Every value
 * goes in through `fill`, which escapes it: there is no way to put raw HTML into a slot.
 */
export async function compileMailTemplate<const K extends string>(
  slotNames: readonly K[],
  build: (slots: Record<K, string>) => ReactElement,
): Promise<MailTemplate<K>> {
  const slots = Object.fromEntries(slotNames.map((name, i) => [name, marker(i)])) as Record<
    K,
    string
  >;
  const element = build(slots);
  const [html, text] = await Promise.all([render(element), render(element, PLAIN_TEXT)]);
  const htmlPieces = cut(html, slotNames.length, 'HTML');
  const textPieces = cut(text.trim(), slotNames.length, 'plain text');
  return {
    fill(values) {
      const raw = slotNames.map((name) => values[name]);
      return {
        html: join(htmlPieces, raw.map(escapeHtml)),
        text: join(textPieces, raw),
      };
    },
  };
}
