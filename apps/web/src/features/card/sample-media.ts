/**
 * Media for the showcase card, made here rather than shipped as files: a short chime (a real
 * WAV, so the audio player has something to play) and an illustrated "photo".
 */

const SAMPLE_RATE = 11_025;
/** C5, E5, G5, C6: a rising arpeggio. */
const NOTES = [523.25, 659.25, 783.99, 1046.5];
const NOTE_GAP_S = 0.16;
const CHIME_S = 1.2;

/** An 8-bit mono WAV of the chime as a data URL (about 17 kB). */
export function chimeWavDataUrl(): string {
  const samples = Math.round(SAMPLE_RATE * CHIME_S);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second at 8 bits
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);

  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    NOTES.forEach((frequency, note) => {
      const since = t - note * NOTE_GAP_S;
      if (since >= 0) value += Math.sin(2 * Math.PI * frequency * since) * Math.exp(-since * 4.5);
    });
    bytes[44 + i] = Math.round(128 + (value / NOTES.length) * 110);
  }

  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

const PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb4a2"/><stop offset="0.6" stop-color="#ffd6a5"/><stop offset="1" stop-color="#fff1d0"/></linearGradient></defs>
<rect width="400" height="260" fill="url(#sky)"/>
<circle cx="300" cy="150" r="46" fill="#ffe08a"/>
<path d="M0 190 Q90 140 190 180 T400 170 V260 H0Z" fill="#2ec4b6" opacity="0.75"/>
<path d="M0 215 Q120 180 240 210 T400 205 V260 H0Z" fill="#1f7a70"/>
<g stroke="#5b4868" stroke-width="1.2" fill="none" opacity="0.6"><path d="M92 118 Q96 150 104 178"/><path d="M120 100 Q118 140 106 178"/><path d="M146 124 Q132 150 108 178"/></g>
<ellipse cx="92" cy="98" rx="17" ry="21" fill="#c8334a"/><ellipse cx="120" cy="80" rx="17" ry="21" fill="#f4b63f"/><ellipse cx="146" cy="104" rx="17" ry="21" fill="#8c7bff"/>
<g fill="#2b1838"><circle cx="104" cy="188" r="7"/><path d="M96 198 h16 l4 24 h-24z"/><circle cx="132" cy="192" r="6.5"/><path d="M125 201 h14 l3 21 h-20z"/></g>
<path d="M204 60c-5-4-9-7-9-11a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c0 4-4 7-9 11z" fill="#c8334a" opacity="0.8"/>
</svg>`;

/** An evening of balloons on a hill, standing in for the sender's photo. */
export const SAMPLE_PHOTO_URL = `data:image/svg+xml,${encodeURIComponent(PHOTO_SVG)}`;

/** A real Spotify track link, so the music slide shows its player. */
export const SAMPLE_MUSIC_LINK = 'https://open.spotify.com/track/11dFghVXANMlKmJXsNCbNl';
