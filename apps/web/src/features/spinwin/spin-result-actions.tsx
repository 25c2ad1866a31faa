import { Copy, Share2 } from 'lucide-react';
import { useAlert } from '../../components/dialogs/alert';
import { Button } from '../../components/ui/button';

const SPIN_FIRST = 'Spin the wheel first!';

/** Share and Copy Result with the spec's messages (sections 5, 7 and 8). */
export function SpinResultActions({ result }: { result: string }) {
  const { showAlert } = useAlert();

  const share = async () => {
    if (!result) return showAlert(SPIN_FIRST);
    if (typeof navigator.share !== 'function') {
      return showAlert('Sharing is not supported on this browser.');
    }
    try {
      await navigator.share({ title: 'My Spin Result', text: result, url: window.location.href });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: the user changed their mind, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showAlert('Sharing is not supported on this browser.');
    }
  };

  const copy = async () => {
    if (!result) return showAlert(SPIN_FIRST);
    try {
      await navigator.clipboard.writeText(result);
      showAlert('✅ Result copied to clipboard!');
    } catch {
      showAlert('❌ Failed to copy');
    }
  };

  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex">
      <Button variant="secondary" onClick={share}>
        <Share2 aria-hidden="true" className="size-5" />
        Share
      </Button>
      <Button variant="secondary" onClick={copy}>
        <Copy aria-hidden="true" className="size-5" />
        Copy Result
      </Button>
    </div>
  );
}
