/** Two short notes, a fifth apart: heard, not alarming. */
const NOTES = [
  { frequency: 880, at: 0 },
  { frequency: 1320, at: 0.12 },
] as const;
const NOTE_SECONDS = 0.35;
const VOLUME = 0.15;

type TAudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

/**
 * Rings for a new notification. The sound is made on the spot with Web Audio (no file to download).
 * Browsers let a page make sound only once the user has interacted with it: before that, or where
 * Web Audio is missing or refuses, the chime is silently skipped; a notification never fails for it.
 */
export function playChime(): void {
  try {
    const AudioContextClass = window.AudioContext ?? (window as TAudioWindow).webkitAudioContext;
    if (!AudioContextClass) return;
    // A context created before any interaction would stay suspended, and Chrome warns in the console.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    const context = new AudioContextClass();
    if (context.state !== 'running') {
      // Not resumed: a chime let out later, all at once, would tell of nothing.
      void context.close().catch(() => undefined);
      return;
    }
    const start = context.currentTime;
    let playing = NOTES.length;
    for (const note of NOTES) {
      const begin = start + note.at;
      const gain = context.createGain();
      gain.gain.setValueAtTime(0.0001, begin);
      gain.gain.exponentialRampToValueAtTime(VOLUME, begin + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, begin + NOTE_SECONDS);
      gain.connect(context.destination);
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(note.frequency, begin);
      oscillator.connect(gain);
      oscillator.onended = () => {
        playing -= 1;
        // Browsers allow only a few live contexts: each chime gives its own back.
        if (playing === 0) void context.close().catch(() => undefined);
      };
      oscillator.start(begin);
      oscillator.stop(begin + NOTE_SECONDS + 0.05);
    }
  } catch {
    // Sound is a courtesy: whatever the browser objects to, the notification still shows.
  }
}
