import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS } from './fonts';

const require = createRequire(import.meta.url);
const WOFF = {
  [PDF_FONTS.latin]: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  [PDF_FONTS.arabic]: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
};
/** What the test reads of a font of the PDF library (fontkit, which ships no types). */
type TFont = {
  type: string;
  numGlyphs: number;
  layout: (text: string) => {
    glyphs: { id: number; path: { toSVG: () => string } }[];
    positions: { xAdvance: number }[];
  };
};
const SAMPLES = {
  [PDF_FONTS.latin]: 'Ordre d’affrètement BA-26-0042 — Alger – Oran, 120 000,00 DZD',
  [PDF_FONTS.arabic]: 'أمر الشحن رقم ٤٢ من الجزائر إلى وهران',
};

describe('the PDF fonts', () => {
  it.each(Object.values(PDF_FONTS))(
    '%s is TrueType, with the same glyphs, shapes and advances as the WOFF file of its package',
    async (fontFamily) => {
      const registered = Font.getFont({ fontFamily, fontWeight: 400 });
      await registered!.load();
      const font = registered!.data as TFont;
      // A WOFF font made the PDF library inflate its whole glyph table for every glyph it read.
      expect(font.type).toBe('TTF');

      // The package's file itself, read by the same library.
      Font.register({ family: `${fontFamily}-woff`, src: require.resolve(WOFF[fontFamily]) });
      const reference = Font.getFont({ fontFamily: `${fontFamily}-woff` });
      await reference!.load();
      const woff = reference!.data as TFont;
      expect(woff.type).toBe('WOFF');
      expect(font.numGlyphs).toBe(woff.numGlyphs);
      const decoded = font.layout(SAMPLES[fontFamily]);
      const original = woff.layout(SAMPLES[fontFamily]);
      expect(decoded.glyphs.map((glyph) => glyph.id)).toEqual(original.glyphs.map((glyph) => glyph.id));
      expect(decoded.glyphs.length).toBeGreaterThan(20);
      expect(decoded.positions.map((position) => position.xAdvance)).toEqual(
        original.positions.map((position) => position.xAdvance),
      );
      expect(decoded.glyphs.map((glyph) => glyph.path.toSVG())).toEqual(
        original.glyphs.map((glyph) => glyph.path.toSVG()),
      );
    },
  );
});
