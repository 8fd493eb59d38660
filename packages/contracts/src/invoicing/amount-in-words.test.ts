import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

// Amounts in centimes. Each expected text was written by hand from the rules in amount-in-words.ts.
const FRENCH: [number, string][] = [
  [0, 'zéro dinar algérien'],
  [1, 'un centime'],
  [50, 'cinquante centimes'],
  [1_00, 'un dinar algérien'],
  [1_01, 'un dinar algérien et un centime'],
  [2_00, 'deux dinars algériens'],
  [16_00, 'seize dinars algériens'],
  [17_00, 'dix-sept dinars algériens'],
  [21_00, 'vingt et un dinars algériens'],
  [22_00, 'vingt-deux dinars algériens'],
  [70_00, 'soixante-dix dinars algériens'],
  [71_00, 'soixante et onze dinars algériens'],
  [77_00, 'soixante-dix-sept dinars algériens'],
  [80_00, 'quatre-vingts dinars algériens'],
  [81_00, 'quatre-vingt-un dinars algériens'],
  [91_00, 'quatre-vingt-onze dinars algériens'],
  [99_99, 'quatre-vingt-dix-neuf dinars algériens et quatre-vingt-dix-neuf centimes'],
  [100_00, 'cent dinars algériens'],
  [101_00, 'cent un dinars algériens'],
  [180_00, 'cent quatre-vingts dinars algériens'],
  [200_00, 'deux cents dinars algériens'],
  [201_00, 'deux cent un dinars algériens'],
  [1_000_00, 'mille dinars algériens'],
  [1_001_00, 'mille un dinars algériens'],
  [2_000_00, 'deux mille dinars algériens'],
  [21_000_00, 'vingt et un mille dinars algériens'],
  [80_000_00, 'quatre-vingt mille dinars algériens'],
  [200_000_00, 'deux cent mille dinars algériens'],
  [19_119_50, 'dix-neuf mille cent dix-neuf dinars algériens et cinquante centimes'],
  [119_000_50, 'cent dix-neuf mille dinars algériens et cinquante centimes'],
  [1_000_000_00, 'un million de dinars algériens'],
  [1_000_001_00, 'un million un dinars algériens'],
  [2_500_000_00, 'deux millions cinq cent mille dinars algériens'],
  [80_000_000_00, 'quatre-vingts millions de dinars algériens'],
  [200_000_000_00, 'deux cents millions de dinars algériens'],
  [1_000_000_000_00, 'un milliard de dinars algériens'],
  [1_001_000_000_00, 'un milliard un million de dinars algériens'],
  [1_000_001_000_00, 'un milliard mille dinars algériens'],
  [
    999_999_999_999_99,
    'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf dinars algériens et quatre-vingt-dix-neuf centimes',
  ],
];

const ARABIC: [number, string][] = [
  [0, 'صفر دينار جزائري'],
  [1, 'سنتيم واحد'],
  [2, 'سنتيمان'],
  [50, 'خمسون سنتيمًا'],
  [1_00, 'دينار جزائري واحد'],
  [2_00, 'ديناران جزائريان'],
  [3_00, 'ثلاثة دنانير جزائرية'],
  [10_00, 'عشرة دنانير جزائرية'],
  [11_00, 'أحد عشر دينارًا جزائريًا'],
  [12_00, 'اثنا عشر دينارًا جزائريًا'],
  [21_00, 'واحد وعشرون دينارًا جزائريًا'],
  [71_00, 'واحد وسبعون دينارًا جزائريًا'],
  [80_00, 'ثمانون دينارًا جزائريًا'],
  [81_00, 'واحد وثمانون دينارًا جزائريًا'],
  [91_00, 'واحد وتسعون دينارًا جزائريًا'],
  [100_00, 'مائة دينار جزائري'],
  [101_00, 'مائة ودينار جزائري واحد'],
  [102_00, 'مائة وديناران جزائريان'],
  [103_05, 'مائة وثلاثة دنانير جزائرية وخمسة سنتيمات'],
  [200_00, 'مائتا دينار جزائري'],
  [201_00, 'مائتان ودينار جزائري واحد'],
  [1_000_00, 'ألف دينار جزائري'],
  [1_001_00, 'ألف ودينار جزائري واحد'],
  [2_000_00, 'ألفا دينار جزائري'],
  [2_002_00, 'ألفان وديناران جزائريان'],
  [3_000_00, 'ثلاثة آلاف دينار جزائري'],
  [11_000_00, 'أحد عشر ألف دينار جزائري'],
  [19_119_50, 'تسعة عشر ألفًا ومائة وتسعة عشر دينارًا جزائريًا وخمسون سنتيمًا'],
  [119_000_50, 'مائة وتسعة عشر ألف دينار جزائري وخمسون سنتيمًا'],
  [200_000_00, 'مائتا ألف دينار جزائري'],
  [200_001_00, 'مائتا ألف ودينار جزائري واحد'],
  [1_000_000_00, 'مليون دينار جزائري'],
  [1_000_001_00, 'مليون ودينار جزائري واحد'],
  [2_000_000_00, 'مليونا دينار جزائري'],
  [2_500_000_00, 'مليونان وخمسمائة ألف دينار جزائري'],
  [3_000_000_00, 'ثلاثة ملايين دينار جزائري'],
  [1_000_000_000_00, 'مليار دينار جزائري'],
  [
    999_999_999_999_99,
    'تسعمائة وتسعة وتسعون مليارًا وتسعمائة وتسعة وتسعون مليونًا وتسعمائة وتسعة وتسعون ألفًا وتسعمائة وتسعة وتسعون دينارًا جزائريًا وتسعة وتسعون سنتيمًا',
  ],
];

describe('amounts in words', () => {
  it.each(FRENCH)('writes %i centimes in French', (amount, words) => {
    expect(amountInWords(amount, { language: 'fr' })).toBe(words);
  });

  it.each(ARABIC)('writes %i centimes in Arabic', (amount, words) => {
    expect(amountInWords(amount, { language: 'ar' })).toBe(words);
  });

  it("names the offers' other currencies, a feminine one with its agreement", () => {
    expect(amountInWords(1_000_000_00, { language: 'fr', currency: 'EUR' })).toBe("un million d'euros");
    expect(amountInWords(2_50, { language: 'fr', currency: 'USD' })).toBe('deux dollars américains et cinquante cents');
    expect(amountInWords(1_00, { language: 'fr', currency: 'TRY' })).toBe('une livre turque');
    expect(amountInWords(21_00, { language: 'fr', currency: 'TRY' })).toBe('vingt et une livres turques');
    expect(amountInWords(81_01, { language: 'fr', currency: 'TRY' })).toBe(
      'quatre-vingt-une livres turques et un kuruş',
    );
    expect(amountInWords(21_000_00, { language: 'fr', currency: 'TRY' })).toBe('vingt et un mille livres turques');
    expect(amountInWords(1_00, { language: 'ar', currency: 'TRY' })).toBe('ليرة تركية واحدة');
    expect(amountInWords(3_00, { language: 'ar', currency: 'TRY' })).toBe('ثلاث ليرات تركية');
    expect(amountInWords(11_00, { language: 'ar', currency: 'TRY' })).toBe('إحدى عشرة ليرةً تركيةً');
    expect(amountInWords(21_00, { language: 'ar', currency: 'TRY' })).toBe('إحدى وعشرون ليرةً تركيةً');
    expect(amountInWords(5_00, { language: 'ar', currency: 'MAD' })).toBe('خمسة دراهم مغربية');
  });

  it('refuses what it cannot write', () => {
    for (const amount of [-1, 1.5, 100_000_000_000_000]) {
      expect(() => amountInWords(amount, { language: 'fr' }), String(amount)).toThrow(RangeError);
    }
  });

  it('writes any amount up to the largest with words only, the currency once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999_999_999_999_99 }), (amount) => {
        const french = amountInWords(amount, { language: 'fr' });
        expect(french).toMatch(/^[a-zéèêàçû' -]+$/);
        expect(french.match(/dinars? algériens?/g)).toHaveLength(1);
        const arabic = amountInWords(amount, { language: 'ar' });
        expect(arabic).toMatch(/^[\u0600-\u06FF ]+$/);
        expect(arabic.match(/(دينار|دنانير|ديناران|دينارًا)/g)).toHaveLength(1);
      }),
    );
  });
});
