import { type ReactNode, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ImageDropZone } from '../../card/image-drop-zone';
import { MusicLinkField } from '../../card/music-link-field';
import { VoiceRecorder } from '../../card/voice-recorder';
import type { CardValues } from '../wizard/card-values';
import type { CardWizard } from '../wizard/use-card-wizard';
import { PremiumMark } from './premium-mark';
import { UploadStatus } from './upload-status';

export function MusicField() {
  const { control } = useFormContext<CardValues>();
  const id = useId();
  return (
    <Controller
      control={control}
      name="musicUrl"
      render={({ field }) => (
        <div>
          <PremiumMark feature="Music" />
          <MusicLinkField
            id={id}
            label="Music link"
            value={field.value}
            onChange={field.onChange}
          />
        </div>
      )}
    />
  );
}

/** A titled group around a media control, which brings its own buttons but no heading. */
function MediaGroup({
  title,
  note,
  premium,
  children,
}: {
  title: string;
  note: string;
  /** The paid feature this group is (decision 0034), marked as such. */
  premium?: 'Recording';
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-plum">{title}</legend>
      <p className="mb-2 text-sm text-plum-soft">{note}</p>
      {premium && <PremiumMark feature={premium} />}
      {children}
    </fieldset>
  );
}

type MediaFieldProps = {
  wizard: Pick<CardWizard<CardValues>, 'media' | 'setMedia' | 'retryUpload'>;
};

export function VoiceNoteField({ wizard }: MediaFieldProps) {
  const { media } = wizard;
  return (
    <MediaGroup
      title="Voice note"
      note="Optional: say it in your own voice, up to two minutes."
      premium="Recording"
    >
      <VoiceRecorder value={media.voice} onChange={(voice) => wizard.setMedia({ voice })} />
      {media.voice && (
        <UploadStatus
          what="Voice note"
          upload={media.uploads.voice}
          onRetry={() => wizard.retryUpload('voice')}
        />
      )}
    </MediaGroup>
  );
}

export function PhotoField({ wizard }: MediaFieldProps) {
  const { media } = wizard;
  return (
    <MediaGroup title="Photo" note="Optional: a favourite picture of the two of you.">
      <ImageDropZone value={media.image} onChange={(image) => wizard.setMedia({ image })} />
      {media.image && (
        <UploadStatus
          what="Photo"
          upload={media.uploads.image}
          onRetry={() => wizard.retryUpload('image')}
        />
      )}
    </MediaGroup>
  );
}
