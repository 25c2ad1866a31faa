import type { ChosenImage } from '../../card/image-drop-zone';
import type { VoiceRecording } from '../../card/voice-recorder';

/**
 * The card's photo and voice note. They are blobs, which localStorage cannot hold, so they live
 * only in memory while the wizard is open (a reload loses them; issue 5 uploads them and keeps
 * their ids in the draft instead).
 */
export interface WizardMedia {
  image: ChosenImage | null;
  voice: VoiceRecording | null;
}

export const NO_MEDIA: WizardMedia = { image: null, voice: null };
