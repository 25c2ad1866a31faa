import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

const SHARE_TEXT = 'Join me on Greetly and send cards people keep.';

/** The account's referral link, to copy, or to share through the device where it can. */
export function ReferralLinkPanel({ link }: { link: string }) {
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [isCopied, setIsCopied] = useState(false);
  // Only after the first render: the server's render (and a browser without it) has no share.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setIsCopied(true);
      setNote('Link copied. Paste it in a message to a friend.');
    } catch {
      input.current?.select();
      setIsCopied(false);
      setNote('Copying is not allowed here: the link is selected, copy it from the box.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Greetly', text: SHARE_TEXT, url: link });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: the user changed their mind.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNote('Sharing did not work here. Copy the link instead.');
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-plum">
        Your invite link
      </label>
      {/* A box that wraps: the whole link shows, its code included, on a phone too. */}
      <textarea
        ref={input}
        id={inputId}
        readOnly
        rows={1}
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 block w-full resize-none rounded-2xl border border-line bg-white px-4 py-3 font-mono text-sm break-all text-plum field-sizing-content"
        data-testid="referral-link"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={copy} className="flex-1 sm:flex-none" data-autofocus>
          {isCopied ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {isCopied ? 'Copied' : 'Copy link'}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={share} className="flex-1 sm:flex-none">
            <Share2 aria-hidden="true" className="size-5" />
            Share
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-plum-soft">
        {note}
      </p>
    </div>
  );
}
