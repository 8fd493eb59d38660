import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const styles = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

describe('the global styles', () => {
  it('draw secondary (dimmed) text at WCAG AA contrast on white, which Mantine’s default does not', () => {
    const shade = styles.match(/--mantine-color-dimmed:\s*var\(--mantine-color-gray-(\d)\)/)?.[1];
    expect(shade).toBeDefined();
    expect(contrast(DEFAULT_THEME.colors.gray[Number(shade)]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Mantine's own dimmed (gray 6) is what the audit found at 3.3:1.
    expect(contrast(DEFAULT_THEME.colors.gray[6]!, '#ffffff')).toBeLessThan(4.5);
  });

  it('draw links, filled buttons, error texts and light badges at WCAG AA contrast', () => {
    const colors = DEFAULT_THEME.colors as Record<string, readonly string[]>;
    const shade = (name: string, index: number) => colors[name]![index]!;
    // `black` share of a color-mix, as the browser mixes sRGB channels.
    const darken = (hex: string, share: number) =>
      `#${[1, 3, 5]
        .map((at) =>
          Math.round(parseInt(hex.slice(at, at + 2), 16) * share)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    const onWhite = [...styles.matchAll(/--mantine-color-(anchor|error):\s*var\(--mantine-color-(\w+)-(\d)\)/g)];
    expect(onWhite.map((match) => match[1])).toEqual(['anchor', 'error']);
    for (const [, , name, index] of onWhite)
      expect(contrast(shade(name!, Number(index)), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const filled = [...styles.matchAll(/--mantine-color-(\w+)-filled:\s*var\(--mantine-color-\1-(\d)\)/g)];
    expect(filled.map((match) => match[1])).toEqual(['blue', 'red']);
    for (const [, name, index] of filled)
      expect(contrast('#ffffff', shade(name!, Number(index)))).toBeGreaterThanOrEqual(4.5);
    const light = [
      ...styles.matchAll(
        /--mantine-color-(\w+)-light-color:\s*color-mix\(in srgb, var\(--mantine-color-\1-9\) (\d+)%, black\)/g,
      ),
    ];
    expect(light.length).toBe(6);
    for (const [, name, percent] of light) {
      const text = darken(shade(name!, 9), Number(percent) / 100);
      // The light variant's background is shade 1.
      expect(contrast(text, shade(name!, 1)), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
