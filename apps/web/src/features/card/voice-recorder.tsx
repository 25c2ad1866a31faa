import { CARD_MESSAGES, VOICE_NOTE_MAX_SECONDS } from '@greetly/domain';
import { Mic, RotateCcw, Square, Trash2 } from 'lucide-react';
import { useAlert } from '../../components/dialogs/alert';
import { Button } from '../../components/ui/button';
import { formatClock, useVoiceRecorder } from './use-voice-recorder';

export interface VoiceRecording {
  /** The recording; null once it lives only on the server (a restored, uploaded voice note). */
  blob: Blob | null;
  /** A local object URL of the blob, for playback; revoked when the recording is replaced. */
  url: string;
  durationSeconds: number;
}

/** Dancing bars beside the timer while the microphone is live. */
function LiveBars() {
  return (
    <span aria-hidden="true" className="flex h-6 items-end gap-0.5">
      {[0.2, 0.5, 0.1, 0.7, 0.35].map((delay) => (
        <span
          key={delay}
          className="w-1 animate-pulse rounded-full bg-rose"
          style={{ height: `${40 + delay * 80}%`, animationDelay: `${delay}s` }}
        />
      ))}
    </span>
  );
}

/**
 * A voice note for the card: Record asks for the microphone, the timer counts up to the
 * two-minute limit (where it stops by itself), and the result plays back here with Re-record
 * and Remove. Replaced recordings have their object URLs revoked.
 */
export function VoiceRecorder({
  value,
  onChange,
}: {
  value: VoiceRecording | null;
  onChange: (recording: VoiceRecording | null) => void;
}) {
  const { showAlert } = useAlert();
  const recorder = useVoiceRecorder({
    onRecorded: (recording) => {
      if (value) URL.revokeObjectURL(value.url);
      onChange(recording);
    },
    onUnavailable: () => showAlert(CARD_MESSAGES.microphoneDenied),
  });
  const isLive = recorder.status === 'recording' || recorder.status === 'stopping';
  const isBusy = recorder.status === 'starting' || recorder.status === 'stopping';

  const remove = () => {
    if (value) URL.revokeObjectURL(value.url);
    onChange(null);
  };

  return (
    <div
      data-testid="voice-recorder"
      data-status={recorder.status}
      className={`rounded-2xl border-2 p-4 transition sm:p-5 ${isLive ? 'border-rose bg-blush/60' : 'border-line bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-4">
        <span
          className={`grid size-12 shrink-0 place-items-center rounded-full ${isLive ? 'bg-rose text-white' : 'bg-blush text-rose-dark'}`}
        >
          <Mic aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          {isLive ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-rose-dark">Recording…</span>
              <LiveBars />
              <span className="whitespace-nowrap text-lg font-semibold text-plum tabular-nums">
                <span role="timer" aria-label="Recording time">
                  {formatClock(recorder.elapsedSeconds)}
                </span>
                <span className="text-sm font-normal text-plum-soft">
                  {` / ${formatClock(VOICE_NOTE_MAX_SECONDS)}`}
                </span>
              </span>
            </div>
          ) : (
            <>
              <p className="font-medium text-plum">
                {value ? 'Your voice note is ready' : 'Say it in your own voice'}
              </p>
              <p className="text-sm text-plum-soft">
                {value
                  ? `${formatClock(value.durationSeconds)} recorded. Play it back, or record it again.`
                  : 'Up to 2 minutes. Your browser will ask to use the microphone.'}
              </p>
            </>
          )}
        </div>
        <Button
          variant={isLive ? 'primary' : 'secondary'}
          size="sm"
          onClick={isLive ? recorder.stop : recorder.start}
          disabled={isBusy}
          className="w-full sm:w-auto"
        >
          {isLive ? (
            <Square aria-hidden="true" className="size-4 fill-current" />
          ) : value ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <Mic aria-hidden="true" className="size-4" />
          )}
          {isLive ? 'Stop' : value ? 'Re-record' : 'Record'}
        </Button>
      </div>
      {value && !isLive && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {/* biome-ignore lint/a11y/useMediaCaption: the sender's own voice note has no captions */}
          <audio controls src={value.url} className="min-w-0 flex-1 basis-60">
            {CARD_MESSAGES.audioUnsupported}
          </audio>
          <Button variant="ghost" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
