import { EFFECTS, type Effect } from '@greetly/domain';
import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import type { CardContent } from './card-content';
import { CardViewer } from './card-viewer';
import type { ChosenImage } from './image-drop-zone';
import { ImageDropZone } from './image-drop-zone';
import { LivePreview } from './live-preview';
import { MusicLinkField } from './music-link-field';
import { chimeWavDataUrl, SAMPLE_MUSIC_LINK, SAMPLE_PHOTO_URL } from './sample-media';
import type { VoiceRecording } from './voice-recorder';
import { VoiceRecorder } from './voice-recorder';

const SAMPLE_MESSAGE =
  'Happy birthday, Amara! Another year of your laugh filling every room, of your kindness ' +
  'turning up right when someone needs it, and of your questionable dance moves at every party. ' +
  'I hope this year brings you rest, big wins and endless jollof. So proud to call you my friend.';

const EFFECT_NAMES: Record<Effect, string> = {
  confetti: 'Confetti',
  balloons: 'Balloons',
  fireworks: 'Fireworks',
  petals: 'Petals',
  snow: 'Snow',
};

/**
 * A showcase of the card parts with a sample birthday card: every slide, every effect, and the
 * studio's media fields feeding the same card. It is also the stage of the viewer's e2e tests.
 */
export default function PreviewHarnessPage() {
  const chime = useMemo(chimeWavDataUrl, []);
  const [effect, setEffect] = useState<Effect>('confetti');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [musicUrl, setMusicUrl] = useState(SAMPLE_MUSIC_LINK);
  const [voice, setVoice] = useState<VoiceRecording | null>(null);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);

  const card: CardContent = {
    templateId: 1,
    eventType: 'Birthday',
    recipientName: 'Amara',
    senderName: 'Tobi',
    isAnonymous,
    fontFamily: 'Dancing Script',
    fontSize: '18px',
    textColor: '#f649cd',
    effect,
    message: SAMPLE_MESSAGE,
    musicUrl,
    imageUrl: image?.url ?? SAMPLE_PHOTO_URL,
    voiceUrl: voice?.url ?? chime,
    quote: 'My sunshine, always',
  };

  return (
    <>
      <title>Card preview · Greetly</title>
      <PageHeader
        eyebrow="Card studio"
        title="Every part of a Greetly card"
        lead="This is the moment your recipient opens: a gift box, a burst of celebration, then your photo, your voice, your song and your words. Try it, then make the sample yours."
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14">
        <section aria-labelledby="make-it-yours" className="space-y-8">
          <h2 id="make-it-yours" className="text-3xl font-bold text-plum">
            Make it yours
          </h2>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-plum">Effect</legend>
            <div className="flex flex-wrap gap-2">
              {EFFECTS.map((name) => (
                <label key={name} className="relative">
                  <input
                    type="radio"
                    name="effect"
                    value={name}
                    checked={effect === name}
                    onChange={() => setEffect(name)}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <span className="block rounded-full border-2 border-line bg-white px-4 py-1.5 text-sm font-medium text-plum transition peer-checked:border-rose peer-checked:bg-rose peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold">
                    {EFFECT_NAMES[name]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex cursor-pointer items-center gap-3 text-plum">
            <input
              type="checkbox"
              checked={isAnonymous}
              onChange={(event) => setIsAnonymous(event.target.checked)}
              className="size-5 accent-rose"
            />
            Send anonymously
          </label>
          <MusicLinkField id="demo-music-link" value={musicUrl} onChange={setMusicUrl} />
          <div>
            <h3 className="mb-2 font-sans text-sm font-semibold text-plum">Voice note</h3>
            <VoiceRecorder value={voice} onChange={setVoice} />
          </div>
          <div>
            <h3 className="mb-2 font-sans text-sm font-semibold text-plum">Photo</h3>
            <ImageDropZone value={image} onChange={setImage} />
          </div>
        </section>
        <section aria-labelledby="see-it" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="see-it" className="text-3xl font-bold text-plum">
            See it come alive
          </h2>
          <p className="mt-3 text-plum-soft">
            Open the Live Preview for the full moment, or flip through the card below.
          </p>
          <Button size="lg" className="mt-5" onClick={() => setIsPreviewOpen(true)}>
            <Sparkles aria-hidden="true" className="size-5" />
            Live Preview
          </Button>
          <div className="mt-8">
            <CardViewer card={card} signatureStyle="tilde" />
          </div>
        </section>
      </Container>
      <LivePreview
        open={isPreviewOpen}
        onClose={() => setIsPreviewOpen(false)}
        card={card}
        signatureStyle="tilde"
      />
    </>
  );
}
