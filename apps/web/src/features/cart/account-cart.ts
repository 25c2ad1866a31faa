// A signed-in account's cart, kept on the server: each change shows at once and goes to the
// server in order, one at a time; the server's answer replaces what was shown, and a change it
// refused (or that never reached it) is taken back. The network part (contracts, zod) is
// cart-sync.ts, fetched only when someone signs in.
import { reportUnauthorized } from '../../lib/session-events';
import type { CartItem, KeptCartItem } from './cart-lines';

type CartSync = typeof import('./cart-sync');

export const CART_LOAD_FAILED =
  'Your cart could not be loaded. Check your connection and try again.';
export const CART_CHANGE_FAILED =
  'Your cart could not be updated. Check your connection and try again.';

let syncModule: Promise<CartSync> | undefined;

function loadSync(): Promise<CartSync> {
  syncModule ??= import('./cart-sync').catch((error: unknown) => {
    // Fetched again on the next try (offline when the page first needed it).
    syncModule = undefined;
    throw error;
  });
  return syncModule;
}

/** ready: the lines are the server's (with changes on their way); failed: they could not be loaded. */
export type CartStatus = 'ready' | 'loading' | 'failed';

export interface AccountCartView {
  status: CartStatus;
  items: readonly CartItem[];
  /** No change is waiting to reach the server: what the server would price is what is shown. */
  settled: boolean;
  /** A sentence for the buyer: a change refused or clamped, gifts not merged, a failed load. */
  message: string | null;
}

/** A change to one line, applied to whatever the cart holds when it runs (so it can run again). */
export interface CartChange {
  ref: string;
  /** The gift's name, for a message about it. */
  title: string;
  apply: (items: readonly CartItem[]) => readonly CartItem[];
}

export interface AccountCart {
  view: () => AccountCartView;
  change: (change: CartChange) => void;
  /** Loads the cart again after a failed load. */
  retry: () => void;
  dismissMessage: () => void;
  /** The session ended: nothing more is sent or shown. */
  close: () => void;
}

const quantityOf = (items: readonly CartItem[], ref: string) =>
  items.find((item) => item.ref === ref)?.quantity ?? 0;

/**
 * Opens the signed-in account's cart: loads it, merging `kept` (the guest's lines in this
 * browser) into it first; `forgetKept` is told which guest lines the account now holds.
 */
export function openAccountCart(options: {
  onChange: () => void;
  kept: () => readonly KeptCartItem[];
  forgetKept: (refs: readonly string[]) => void;
}): AccountCart {
  let status: CartStatus = 'loading';
  /** The server's last answer. */
  let confirmed: readonly CartItem[] = [];
  /** Changes not yet answered, oldest first; the first is on its way while `busy`. */
  let pending: readonly CartChange[] = [];
  let message: string | null = null;
  let busy = false;
  let closed = false;
  let view: AccountCartView = { status, items: confirmed, message, settled: false };

  function publish(): void {
    if (closed) return;
    const items = pending.reduce((shown, change) => change.apply(shown), confirmed);
    view = { status, items, message, settled: status === 'ready' && pending.length === 0 };
    options.onChange();
  }

  function refused(failure: { message: string; unauthorized: boolean }): void {
    message = failure.message;
    // The token was revoked: the session forgets it, and this cart closes with it.
    if (failure.unauthorized) reportUnauthorized();
  }

  async function sendPending(sync: CartSync): Promise<void> {
    while (!closed && pending.length > 0) {
      const [change] = pending;
      if (!change) break;
      const quantity = quantityOf(change.apply(confirmed), change.ref);
      // A change that changes nothing on the server (an add beyond the stock) is not sent.
      if (quantity !== quantityOf(confirmed, change.ref)) {
        try {
          const answer = await sync.sendCartChange(change.ref, quantity, change.title);
          if (closed) return;
          confirmed = answer.items;
          message = answer.message ?? message;
        } catch (error) {
          if (closed) return;
          refused(sync.failureOf(error, CART_CHANGE_FAILED));
        }
      }
      pending = pending.slice(1);
      publish();
    }
  }

  async function work(): Promise<void> {
    if (busy || closed) return;
    busy = true;
    let sync: CartSync | undefined;
    try {
      sync = await loadSync();
      if (status !== 'ready') {
        const loaded = await sync.loadAccountCart(options.kept());
        if (closed) return;
        options.forgetKept(loaded.mergedRefs);
        confirmed = loaded.items;
        status = 'ready';
        message = loaded.message;
        publish();
      }
      await sendPending(sync);
    } catch (error) {
      if (closed) return;
      status = 'failed';
      // Without the cart the changes cannot be sent: they are dropped with it.
      pending = [];
      if (sync) refused(sync.failureOf(error, CART_LOAD_FAILED));
      else message = CART_LOAD_FAILED;
      publish();
    } finally {
      busy = false;
    }
  }

  void work();
  return {
    view: () => view,
    change(change) {
      if (closed) return;
      pending = [...pending, change];
      message = null;
      if (status === 'failed') status = 'loading';
      publish();
      void work();
    },
    retry() {
      if (closed || status !== 'failed') return;
      status = 'loading';
      message = null;
      publish();
      void work();
    },
    dismissMessage() {
      if (message === null) return;
      message = null;
      publish();
    },
    close() {
      closed = true;
    },
  };
}
