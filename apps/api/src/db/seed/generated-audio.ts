import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * Short audio made at seed time for the demo's podcast episodes and audio library entry: a
 * melody of soft sine tones (a few seconds), encoded as MP3 with a pure-JavaScript encoder —
 * the format every podcast app accepts — so nothing is downloaded and no tool is needed.
 */
const SAMPLE_RATE = 22_050;

/** Semitones above A3 (220 Hz): the notes of a short, pleasant phrase per tune. */
const TUNES: number[][] = [
  [0, 4, 7, 12, 7, 4, 0],
  [3, 7, 10, 15, 10, 7, 3, 0],
  [5, 9, 12, 9, 5, 4, 2, 0],
  [7, 5, 4, 2, 4, 5, 7, 12],
  [0, 2, 4, 5, 7, 9, 11, 12],
];

/** `seconds` of tune number `tune` as mono 16-bit samples. */
export function melodySamples(tune: number, seconds: number): Int16Array {
  const notes = TUNES[tune % TUNES.length]!;
  const total = Math.round(seconds * SAMPLE_RATE);
  const perNote = Math.floor(total / notes.length);
  const samples = new Int16Array(total);
  for (let i = 0; i < total; i++) {
    const index = Math.min(notes.length - 1, Math.floor(i / perNote));
    const frequency = 220 * 2 ** (notes[index]! / 12);
    const t = (i - index * perNote) / SAMPLE_RATE;
    // Each note swells and fades (no clicks between notes); a fifth above adds warmth.
    const envelope = Math.min(1, t * 30) * Math.exp(-t * 2.5);
    const value = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(2 * Math.PI * frequency * 1.5 * t);
    samples[i] = Math.round(value * envelope * 9_000);
  }
  return samples;
}

/** An MP3 file (mono, 22.05 kHz, 64 kbit/s) of `seconds` of tune number `tune`. */
export function melodyMp3(tune: number, seconds = 4): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 64);
  const samples = melodySamples(tune, seconds);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += 1152) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + 1152));
    if (chunk.length > 0) chunks.push(chunk);
  }
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.length)));
}
