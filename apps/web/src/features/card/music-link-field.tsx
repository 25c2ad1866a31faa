import { parseMusicLink } from '@greetly/domain';
import { Music } from 'lucide-react';
import { TextField } from '../../components/forms/text-field';
import { MusicFrame } from './music-frame';

/**
 * The music link of a card: paste a Spotify or Deezer track link and its player appears below,
 * so the sender can check it is the right song. Anything else simply gets no player.
 */
export function MusicLinkField({
  id,
  value,
  onChange,
  label = 'Paste a music link',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const embed = parseMusicLink(value);
  return (
    <div>
      <TextField
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        label={label}
        placeholder="https://open.spotify.com/track/…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={embed ? undefined : 'Paste a Spotify or Deezer track link to preview it.'}
      />
      {embed && (
        <div className="mt-3 rounded-2xl bg-white p-2 shadow-soft ring-1 ring-line">
          <p className="flex items-center gap-2 px-2 pt-1 pb-2 text-sm font-medium text-mint">
            <Music aria-hidden="true" className="size-4" />
            This song will play on the card
          </p>
          <MusicFrame key={embed.embedUrl} embedUrl={embed.embedUrl} title="Music preview" />
        </div>
      )}
    </div>
  );
}
