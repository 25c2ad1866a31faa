import type { RecipientCard } from '@greetly/domain/schemas/card-api';
import { createContext, useContext } from 'react';

/** The card a recipient's page was rendered with on the server, and the link it belongs to. */
export interface InitialCard {
  token: string;
  card: RecipientCard;
}

/** The id of the JSON the server writes into a recipient's page beside the rendered card. */
export const INITIAL_CARD_ID = 'initial-card';

/** On the server: the card being rendered (src/prerender/entry.tsx renderCardPage). */
export const InitialCardContext = createContext<InitialCard | null>(null);

let embedded: InitialCard | null | undefined;

/**
 * In the browser: the card the server rendered this page with (read once from the page), so
 * the page takes over what is on screen with the same card, without asking for it again.
 */
function embeddedCard(): InitialCard | null {
  if (embedded !== undefined) return embedded;
  embedded = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_CARD_ID);
  if (!element?.textContent) return embedded;
  try {
    const parsed = JSON.parse(element.textContent) as InitialCard;
    if (typeof parsed?.token === 'string' && typeof parsed.card === 'object') embedded = parsed;
  } catch {
    // A page without a usable card asks the API, as a page the server did not render does.
  }
  return embedded;
}

/** The card `token`'s page already has (rendered on the server), if any. */
export function useInitialCard(token: string): RecipientCard | undefined {
  const initial = useContext(InitialCardContext) ?? embeddedCard();
  return initial?.token === token ? initial.card : undefined;
}
