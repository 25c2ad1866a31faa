import { type ReactNode, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { type ChosenImage, ImageDropZone } from '../../card/image-drop-zone';
import { MusicLinkField } from '../../card/music-link-field';
import { VoiceRecorder, type VoiceRecording } from '../../card/voice-recorder';
import type { CardValues } from '../wizard/card-values';

export function MusicField() {
  const { control } = useFormContext<CardValues>();
  const id = useId();
  return (
    <Controller
      control={control}
      name="musicUrl"
      render={({ field }) => (
        <MusicLinkField id={id} label="Music link" value={field.value} onChange={field.onChange} />
      )}
    />
  );
}

/** A titled group around a media control, which brings its own buttons but no heading. */
function MediaGroup({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-plum">{title}</legend>
      <p className="mb-2 text-sm text-plum-soft">{note}</p>
      {children}
    </fieldset>
  );
}

export function VoiceNoteField({
  value,
  onChange,
}: {
  value: VoiceRecording | null;
  onChange: (recording: VoiceRecording | null) => void;
}) {
  return (
    <MediaGroup title="Voice note" note="Optional: say it in your own voice, up to two minutes.">
      <VoiceRecorder value={value} onChange={onChange} />
    </MediaGroup>
  );
}

export function PhotoField({
  value,
  onChange,
}: {
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
}) {
  return (
    <MediaGroup title="Photo" note="Optional: a favourite picture of the two of you.">
      <ImageDropZone value={value} onChange={onChange} />
    </MediaGroup>
  );
}
