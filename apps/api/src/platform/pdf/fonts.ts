import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';

/**
 * The fonts of every PDF Tariq makes (ARCHITECTURE.md §3): Noto Sans and IBM Plex Sans Arabic from the npm packages, so nothing
 * is downloaded at run time; Arabic in a face of its own. Registered once, by the first document
 * module imported (in the renderer thread: pdf-renderer.ts).
 *
 * A style may name both families, `[PDF_FONTS.latin, PDF_FONTS.arabic]`: the layout takes each
 * character from the first family that has it, so a French document sets an Arabic name in the
 * Arabic face and an Arabic document its Latin names and figures in the Latin one.
 */
export const PDF_FONTS = { latin: 'NotoSans', arabic: 'PlexSansArabic' } as const;

const require = createRequire(import.meta.url);
/** fonteditor-core's WOFF reader alone (its main module loads every format it knows: 90 ms). */
const { default: woffToTtf } = require('fonteditor-core/lib/ttf/woff2ttf') as {
  default: (woff: ArrayBuffer, options: { inflate: (deflated: number[]) => number[] }) => ArrayBuffer;
};

/**
 * A face of the npm packages, as the TrueType font its WOFF file wraps, in a data URL. The packages
 * ship WOFF only, and the PDF library reads a WOFF font's glyph table by inflating the whole table
 * again for every glyph it draws or embeds: that was 40 % of a charter order's CPU, and most of its
 * garbage (decision 0004 §12). Inflated here once, when the renderer thread registers the fonts.
 */
function face(name: string): string {
  const woff = readFileSync(require.resolve(name));
  const sfnt = woffToTtf(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength), {
    inflate: (deflated) => [...inflateSync(Uint8Array.from(deflated))],
  });
  return `data:font/ttf;base64,${Buffer.from(sfnt).toString('base64')}`;
}

Font.register({
  family: PDF_FONTS.latin,
  fonts: [
    { src: face('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff') },
    { src: face('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), fontWeight: 700 },
  ],
});
Font.register({
  family: PDF_FONTS.arabic,
  fonts: [
    // IBM Plex Sans Arabic, not Noto Sans Arabic: Noto's letters take their dots as separate marks,
    // which the PDF library's layout misplaces (seen in rendered invoices: stray dots after a final
    // noon, 'فاتورة' drawn without its dot); Plex draws each letter with its dots (OFL-1.1).
    { src: face('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff') },
    {
      src: face('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff'),
      fontWeight: 700,
    },
  ],
});
// Words are not cut: addresses and names wrap whole.
Font.registerHyphenationCallback((word) => [word]);

/** Letters of the Arabic script: text typed by a user that needs the Arabic face and right-to-left order. */
export const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * Numbers as a PDF can print them. French groups digits with a narrow no-break space, a glyph the
 * Latin subset of Noto lacks: the no-break space keeps the number on one line just as well.
 */
export function pdfNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): { format: (value: number) => string } {
  const formatter = new Intl.NumberFormat(locale, options);
  return { format: (value: number) => formatter.format(value).replace(/\u202f/g, '\u00a0') };
}

/**
 * Characters the shipped faces lack, and what a document prints instead: the transport lines say
 * 'Alger → Oran', and no subset of Noto on npm has the arrow (it would print as nothing).
 */
const STAND_INS: Record<string, string> = { '\u2192': '–', '\u2190': '–', '\u202f': '\u00a0' };
const MISSING_GLYPHS = new RegExp(`[${Object.keys(STAND_INS).join('')}]`, 'g');

/** Text typed by a user, with a stand-in for each character the fonts cannot draw. */
export function printable(text: string): string {
  return text.replace(MISSING_GLYPHS, (character) => STAND_INS[character] ?? character);
}
