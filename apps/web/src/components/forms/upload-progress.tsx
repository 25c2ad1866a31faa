import { CloudUpload } from 'lucide-react';

/**
 * How far an upload has gone: its label, the percentage and a progress bar (0–1 in `fraction`).
 * Shared by the card studio's photo and voice note and the vendor's product photos.
 */
export function UploadProgress({
  label,
  name = label.replace(/…$/, ''),
  fraction,
  className = '',
}: {
  /** What is going up, as a sentence ('Uploading photo…'). */
  label: string;
  /** The progress bar's name, when the label is too short to tell (default: the label). */
  name?: string;
  fraction: number;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className={className} data-testid="upload-status" data-status="uploading">
      <div className="flex items-center justify-between gap-2 text-sm text-plum-soft">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{label}</span>
        </span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-blush"
      >
        <div
          className="h-full rounded-full bg-rose transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
