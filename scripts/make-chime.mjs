// Synthesises the home demo's short celebratory chime (rising bell arpeggio) as 16-bit mono WAV.
// Usage: node scripts/make-chime.mjs apps/web/src/features/home/assets/celebration-chime.wav
import { writeFileSync } from 'node:fs';

const rate = 16000;
const seconds = 0.85;
const n = Math.floor(rate * seconds);
const samples = new Float32Array(n);
const notes = [
  { f: 1046.5, t: 0.0 }, // C6
  { f: 1318.5, t: 0.09 }, // E6
  { f: 1568.0, t: 0.18 }, // G6
  { f: 2093.0, t: 0.27 }, // C7
];
for (const { f, t } of notes) {
  const start = Math.floor(t * rate);
  for (let i = start; i < n; i++) {
    const x = (i - start) / rate;
    const env = Math.exp(-x * 6) * Math.min(1, x * 400);
    const v =
      Math.sin(2 * Math.PI * f * x) * 0.6 +
      Math.sin(2 * Math.PI * f * 2.01 * x) * 0.18 * Math.exp(-x * 10) +
      Math.sin(2 * Math.PI * f * 3.0 * x) * 0.07 * Math.exp(-x * 16);
    samples[i] += v * env * 0.6;
  }
}
// fade-out tail
for (let i = 0; i < n; i++) {
  const left = (n - i) / rate;
  if (left < 0.1) samples[i] *= left / 0.1;
}
const data = Buffer.alloc(n * 2);
for (let i = 0; i < n; i++) {
  const s = Math.max(-1, Math.min(1, samples[i]));
  data.writeInt16LE(Math.round(s * 32767), i * 2);
}
const h = Buffer.alloc(44);
h.write('RIFF', 0);
h.writeUInt32LE(36 + data.length, 4);
h.write('WAVE', 8);
h.write('fmt ', 12);
h.writeUInt32LE(16, 16);
h.writeUInt16LE(1, 20);
h.writeUInt16LE(1, 22);
h.writeUInt32LE(rate, 24);
h.writeUInt32LE(rate * 2, 28);
h.writeUInt16LE(2, 32);
h.writeUInt16LE(16, 34);
h.write('data', 36);
h.writeUInt32LE(data.length, 40);
writeFileSync(process.argv[2], Buffer.concat([h, data]));
