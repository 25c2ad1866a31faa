import { CheckCircle2, Info, X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { type AddResult, addToCart, type CartProduct } from '../cart/cart-store';

/** How long the note stays when nobody is reading it (hovering or focusing it keeps it). */
const NOTICE_MS = 6000;

interface Notice {
  id: number;
  title: string;
  result: AddResult;
  requested: number;
}

type AddToCart = (product: CartProduct, quantity?: number) => AddResult;

const AddToCartContext = createContext<AddToCart | null>(null);

/** The note after an add: what happened, in words, and the way to the cart. */
function noticeText({ title, result, requested }: Notice): { headline: string; detail: string } {
  if (result.added === 0) {
    return {
      headline: 'Already in your cart',
      detail: `Your cart has all ${result.quantity} of “${title}” that the shop has in stock.`,
    };
  }
  if (result.added < requested) {
    return {
      headline: 'Added to your cart',
      detail: `${result.added} × “${title}”: that is all the shop has in stock.`,
    };
  }
  return {
    headline: 'Added to your cart',
    detail: result.added > 1 ? `${result.added} × “${title}”` : `“${title}”`,
  };
}

function NoticeCard({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer = 0;
    const closeUnlessHeld = () => {
      // Someone pointing at the note or in it (about to follow its link) is reading it.
      if (boxRef.current?.matches(':hover, :focus-within'))
        timer = window.setTimeout(closeUnlessHeld, NOTICE_MS);
      else onClose();
    };
    timer = window.setTimeout(closeUnlessHeld, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  const { headline, detail } = noticeText(notice);
  return (
    <div
      ref={boxRef}
      data-testid="cart-notice"
      className="pointer-events-auto flex w-full max-w-md animate-pop-in items-start gap-3 rounded-2xl border border-line bg-white p-4 shadow-lift"
    >
      {notice.result.added > 0 ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-dark" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-plum">{headline}</p>
        <p className="mt-0.5 text-sm break-words text-plum-soft">{detail}</p>
        <Link
          to="/cart"
          className="mt-2 inline-block text-sm font-semibold text-rose-dark underline underline-offset-2 hover:text-rose"
        >
          View your cart
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="-m-1 rounded-full p-1.5 text-plum-soft hover:bg-blush hover:text-plum"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Gives the page's Add to Cart buttons one way to add (to the cart kept in this browser) and one
 * note that says what was added, with a link to the cart; no dialog is in the way.
 */
export function AddToCartScope({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const nextId = useRef(0);
  const add = useCallback<AddToCart>((product, quantity = 1) => {
    const result = addToCart(product, quantity);
    nextId.current += 1;
    setNotice({ id: nextId.current, title: product.title, result, requested: quantity });
    return result;
  }, []);
  const close = useCallback(() => setNotice(null), []);
  return (
    <AddToCartContext.Provider value={add}>
      {children}
      {/* The live region is always there, so a screen reader hears each note as it appears. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
      >
        {notice && <NoticeCard key={notice.id} notice={notice} onClose={close} />}
      </div>
    </AddToCartContext.Provider>
  );
}

/** Adds a product to the kept cart and says so (inside AddToCartScope). */
export function useAddToCart(): AddToCart {
  const add = useContext(AddToCartContext);
  if (!add) throw new Error('useAddToCart is used outside AddToCartScope');
  return add;
}
