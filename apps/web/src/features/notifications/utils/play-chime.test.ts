import { afterEach, describe, expect, it, vi } from 'vitest';
import { playChime } from './play-chime';

/** A Web Audio context that records the notes it is asked to play. */
function fakeAudio(state: AudioContextState) {
  const notes: number[] = [];
  const close = vi.fn(async () => undefined);
  class FakeAudioContext {
    state = state;
    currentTime = 10;
    destination = {};
    close = close;
    createGain = () => ({
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    });
    createOscillator = () => {
      let frequency = 0;
      const oscillator = {
        type: 'square',
        frequency: { setValueAtTime: (value: number) => (frequency = value) },
        connect: () => undefined,
        start: () => notes.push(frequency),
        stop: () => undefined,
        onended: null as null | (() => void),
      };
      return oscillator;
    };
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { notes, close };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('playChime', () => {
  it('plays two short notes when the browser lets the page make sound', () => {
    const { notes } = fakeAudio('running');
    playChime();
    expect(notes).toEqual([880, 1320]);
  });

  it('stays silent, without an error, while the browser holds sound back', () => {
    const { notes, close } = fakeAudio('suspended');
    expect(() => playChime()).not.toThrow();
    expect(notes).toEqual([]);
    expect(close).toHaveBeenCalled();
  });

  it('creates no audio before the user has interacted with the page', () => {
    const { notes } = fakeAudio('running');
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false, isActive: false } });
    playChime();
    expect(notes).toEqual([]);
  });

  it('does nothing where Web Audio is missing or refuses', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playChime()).not.toThrow();
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('not allowed', 'NotAllowedError');
        }
      },
    );
    expect(() => playChime()).not.toThrow();
  });
});
