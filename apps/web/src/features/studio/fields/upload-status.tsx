import { CircleAlert, CircleCheck, RotateCw } from 'lucide-react';
import { UploadProgress } from '../../../components/forms/upload-progress';
import { Button } from '../../../components/ui/button';
import type { UploadState } from '../wizard/wizard-media';

/**
 * Where the upload of a photo or voice note stands, under its control: a progress bar while it
 * goes up, a tick once it is safely stored, the reason when it failed (and a retry when trying
 * again can help: not for a file the server refused). Before the
 * sender signs in it waits on this device.
 */
export function UploadStatus({
  what,
  upload,
  onRetry,
}: {
  what: string;
  upload: UploadState;
  onRetry: () => void;
}) {
  if (upload.status === 'uploading') {
    return (
      <UploadProgress
        className="mt-3"
        label={`Uploading ${what.toLowerCase()}…`}
        fraction={upload.progress}
      />
    );
  }
  if (upload.status === 'done') {
    return (
      <p
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-mint"
        data-testid="upload-status"
        data-status="done"
      >
        <CircleCheck aria-hidden="true" className="size-4" />
        {`${what} saved`}
      </p>
    );
  }
  if (upload.status === 'failed') {
    return (
      <div
        role="alert"
        className="mt-3 flex flex-wrap items-center gap-3 text-sm font-medium text-rose-dark"
        data-testid="upload-status"
        data-status="failed"
      >
        <span className="inline-flex items-center gap-1.5">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {upload.message}
        </span>
        {upload.retryable && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <p className="mt-3 text-sm text-plum-soft" data-testid="upload-status" data-status="waiting">
      {`Kept on this device for now; your ${what.toLowerCase()} uploads when you sign in to send.`}
    </p>
  );
}
