import { IMAGE_HINT, IMAGE_MAX_BYTES, NOT_AN_IMAGE_MESSAGE } from '@greetly/domain';
import { CircleAlert, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

export interface ChosenImage {
  /** The picked file; null once it lives only on the server (a restored, uploaded image). */
  file: Blob | null;
  name: string;
  size: number;
  /** A local object URL for the preview (revoked when replaced or removed), or its server URL. */
  url: string;
}

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export const IMAGE_MESSAGES = {
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  tooLarge: 'This image is larger than 5MB. Please choose a smaller one.',
} as const;

function problemWith(file: File): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return IMAGE_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return undefined;
}

/**
 * Whether the browser can draw the file: a file named .png that holds something else, or half
 * a picture, is refused here, before it leaves a broken preview. (Where the browser cannot
 * tell, the server's own check decides.)
 */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The card's photo: drop it here or browse for it. Only JPEG, PNG, GIF and WebP up to 5 MB are
 * taken (the server checks again); the preview shows at once from a local object URL.
 */
export function ImageDropZone({
  value,
  onChange,
}: {
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isActive, setIsActive] = useState(false);
  const [error, setError] = useState<string | undefined>();

  // A refused file leaves no trace: the photo chosen before (if any) stays as it was.
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem =
      problemWith(file) ?? ((await decodes(file)) ? undefined : IMAGE_MESSAGES.notAnImage);
    setError(problem);
    if (problem) return;
    if (value) URL.revokeObjectURL(value.url);
    onChange({ file, name: file.name, size: file.size, url: URL.createObjectURL(file) });
  };

  const remove = () => {
    if (value) URL.revokeObjectURL(value.url);
    setError(undefined);
    onChange(null);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsActive(true);
  };

  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    // Moving between children fires leave/enter pairs; only leaving the zone itself counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return;
    }
    setIsActive(false);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsActive(false);
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; Browse Files is the keyboard path */}
      <div
        data-testid="image-drop-zone"
        data-active={isActive ? 'true' : 'false'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={`rounded-2xl border-2 border-dashed p-5 text-center transition ${
          isActive
            ? 'scale-[1.01] border-rose bg-blush shadow-lift'
            : 'border-plum-soft/40 bg-white hover:border-rose/60'
        }`}
      >
        {value ? (
          <div className="flex flex-col items-center gap-3">
            <img
              src={value.url}
              alt={`Preview of ${value.name}`}
              className="max-h-56 w-auto max-w-full rounded-xl object-contain shadow-soft"
            />
            <p className="max-w-full truncate text-sm text-plum-soft">
              {`${value.name} · ${formatSize(value.size)}`}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
                <ImagePlus aria-hidden="true" className="size-4" />
                Browse Files
              </Button>
              <Button variant="ghost" size="sm" onClick={remove}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-3">
            <span
              className={`grid size-14 place-items-center rounded-full transition ${isActive ? 'bg-rose text-white' : 'bg-blush text-rose-dark'}`}
            >
              <ImagePlus aria-hidden="true" className="size-7" />
            </span>
            <p className="mt-1 font-medium text-plum">
              {isActive ? 'Drop it here' : 'Drag and drop a photo here'}
            </p>
            <p className="text-sm text-plum-soft">or</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => inputRef.current?.click()}
              aria-describedby={hintId}
            >
              Browse Files
            </Button>
          </div>
        )}
        <p id={hintId} className="mt-3 text-xs text-plum-soft">
          {IMAGE_HINT}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          data-testid="image-file-input"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // Clear it so picking the same file again still counts as a change.
            event.target.value = '';
          }}
        />
      </div>
      {error && (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-rose-dark">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
