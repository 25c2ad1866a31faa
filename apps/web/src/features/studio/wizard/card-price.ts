import { planEndpoints } from '@greetly/domain/contracts/plans';
import type { CardPriceDecisionView, CardPriceRequest } from '@greetly/domain/schemas/plans-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import type { CardValues } from './card-values';
import type { WizardMedia } from './wizard-media';

/** The features of a draft that decide its price (decision 0034), as the server reads them. */
export interface PriceFeatures {
  hasMusic: boolean;
  hasVoiceNote: boolean;
  stickerCount: number;
}

/** Placed stickers, once the wizard's values carry them (the sticker tray adds `stickers`). */
function stickerCountOf(values: CardValues): number {
  const stickers = (values as { stickers?: unknown }).stickers;
  return Array.isArray(stickers) ? stickers.length : 0;
}

export function priceFeaturesOf(values: CardValues, media: WizardMedia): PriceFeatures {
  return {
    hasMusic: values.musicUrl.trim() !== '',
    hasVoiceNote: media.voice !== null,
    stickerCount: stickerCountOf(values),
  };
}

/** What the last step knows of the card's price: asked of the server, never worked out here. */
export type PriceState =
  | { status: 'off' }
  | { status: 'checking' }
  | { status: 'ready'; decision: CardPriceDecisionView }
  | { status: 'failed' };

export function fetchCardPrice(
  features: CardPriceRequest,
  signal?: AbortSignal,
): Promise<CardPriceDecisionView> {
  return api(planEndpoints.price, { body: features, signal }).then((answer) => answer.price);
}

/**
 * The server's price of the draft (POST /api/cards/price), asked while `enabled` (signed in, on
 * the last step, a new card) and again whenever the features change. `check` asks at once and
 * answers the decision (or null when it could not be had), keeping it for the page too.
 */
export function useCardPrice(features: PriceFeatures, enabled: boolean) {
  const [state, setState] = useState<PriceState>({ status: 'off' });
  const key = JSON.stringify(features);
  // The key of the decision on screen (or being asked), so an answer for old features is dropped.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) {
      shown.current = null;
      setState({ status: 'off' });
      return;
    }
    if (shown.current === key) return;
    shown.current = key;
    const controller = new AbortController();
    setState({ status: 'checking' });
    fetchCardPrice(JSON.parse(key) as PriceFeatures, controller.signal).then(
      (decision) => {
        if (shown.current === key) setState({ status: 'ready', decision });
      },
      () => {
        if (controller.signal.aborted) return;
        if (shown.current === key) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (shown.current === key) shown.current = null;
    };
  }, [enabled, key]);

  const check = useCallback(async (): Promise<CardPriceDecisionView | null> => {
    shown.current = key;
    setState({ status: 'checking' });
    try {
      const decision = await fetchCardPrice(JSON.parse(key) as PriceFeatures);
      if (shown.current === key) setState({ status: 'ready', decision });
      return decision;
    } catch {
      if (shown.current === key) setState({ status: 'failed' });
      return null;
    }
  }, [key]);

  return { state, check };
}
