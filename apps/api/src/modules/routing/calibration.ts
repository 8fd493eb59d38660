/**
 * The built-in estimate's parameters, fitted on published road distances between Algeria's wilaya
 * capitals (WILAYA_ROAD_DISTANCES below). routing.test.ts recomputes the fit from the table and the
 * places' coordinates, and prints each pair's error.
 */
export const ROAD_ESTIMATE = {
  /** Road km per great-circle km: the least-squares fit of the table (routing.test.ts recomputes it). */
  detourFactor: 1.29,
  /**
   * Average speed of a goods vehicle over a trip, stops included: Tariq's assumption, below the
   * 80 km/h a heavy vehicle may drive on Algerian motorways, for the breaks and the towns crossed.
   */
  averageSpeedKmh: 60,
  recordedOn: '2026-11-29',
} as const;

/**
 * Road distances between wilaya capitals, km: [from wilaya, to wilaya, km, source].
 *
 * No official table of road distances between wilayas could be found (no ministry table, no
 * Journal officiel schedule, no open-data matrix with a source): these are published figures, one
 * pair at a time, each from the page named by its source (read on 2026-11-29), checked to be road
 * distances (each above the great circle; figures equal to the great circle, or below it, were
 * left out: Béjaïa's, Tindouf's, Alger–Tlemcen 432, Ghardaïa–Adrar 480). Most are rounded
 * "à X km" statements: good for one detour factor, not for a pair's exact length (±10 %).
 */
export const WILAYA_ROAD_DISTANCES = {
  recordedOn: '2026-11-29',
  sources: {
    s1: 'Oran (Wikivoyage, French) — https://fr.wikivoyage.org/wiki/Oran',
    s2: 'Costantina (Algeria), Italian Wikipedia diff view — https://it.m.wikipedia.org/wiki/Speciale:DiffMobile/103179973',
    s3: 'Constantine (Boufarik association page) — http://boufarikoise.chez.com/boufarik%202006/BOUFARIKOIS/CONSTANTINE.htm',
    s4: 'Sud Algérien J1 - Alger Ghardaïa 613 km (travel log) — https://uneautrepiste.blogspot.com/2022/11/sud-algerien-j1.html',
    s5: "Médéa / route d'Alger à Laghouat, extract of Guide Bleu Hachette 1955 — http://alger-roi.fr/Alger/medea/textes/medea_guide_bleu.htm",
    s6: "Colomb-Béchar, extract of Guide Bleu Hachette 1955 ('Les hauts plateaux et le sud oranais, d'Oran à Colomb-Béchar') — http://alger-roi.fr/Alger/kenadsa/pages/17_colomb_bechar_aerienne_12_venis.htm",
    s7: 'Béchar (French Wikipedia, Kiwix mirror 2022-10) — https://kiwix.colibox.colibris-outilslibres.org/wikipedia_fr_all_mini_2022-10/A/Colomb-B%C3%A9char',
    s8: 'Adrar (Algérie) (French Wikipedia, fr-academic mirror) — https://fr-academic.com/dic.nsf/frwiki/54677',
    s9: 'Tamanrasset (InfoSoir, via djazairess) — https://djazairess.com/fr/infosoir/60542',
    s10: 'Annaba (terrealgerie.com) — https://terrealgerie.com/copie-de-l-algerois',
    s11: 'La wilaya de Sétif (CCI El Hidhab, Sétif chamber of commerce) — https://ccielhidhab19.com/la-wilaya-de-setif/',
    s12: 'Batna (visitaures.blogspot.com, text taken from French Wikipedia; same sentence in the Scribd export https://fr.scribd.com/document/338053767/Batna-Wiki) — https://visitaures.blogspot.com/2024/09/blog-post_17.html',
    s13: 'Biskra (French Wikipedia text via EPFL Graph Search) — https://graphsearch.epfl.ch/fr/concept/1738833',
    s14: 'Biskra (French translation of English Wikipedia, qwerty.wiki) — https://fr.qwerty.wiki/wiki/Biskra',
    s15: 'The city of Ouargla (Université Kasdi Merbah Ouargla) — https://www.univ-ouargla.dz/index.php/en/home/presentation-of-the-university/the-city-of-ouargla.html',
    s16: 'La ville de Ouargla en Algérie (zoomalgerie) — https://www.zoomalgerie.net/2017/07/la-ville-de-ouargla-en-algerie.html',
    s17: 'Wilaya de Djelfa monograph (DCW Djelfa) — http://www.dcwdjelfa.dz/fr/index.php?view=article&catid=42%3Awilaya&id=57%3Amonographie-de-la-wilaya&tmpl=component&print=1&layout=default&page=&option=com_content&Itemid=34',
    s18: 'Sidi Bel Abbès (French Wikipedia, archived revision 168521233 of 18 March 2020) — https://fr.wikipedia.org/w/index.php?oldid=168521233&title=Sidi_Bel_Abb%C3%A8s',
    s19: 'Tizi Ouzou (visitavenue.com) — https://visitavenue.com/fr/tizi-ouzou',
    s20: 'Brèves sur la Wilaya de Chlef (dz-algerie.info) — https://www.dz-algerie.info/radio-chlef/',
    s21: 'Mostaganem (InfoSoir, via djazairess) — http://djazairess.com/fr/infosoir/53637',
    s22: 'Wilaya de Tlemcen (i2s-dz tourism page) — https://i2s-dz.com/tourism/wilaya-de-tlemcen',
    s23: 'Tindouf (InfoSoir, via djazairess) — https://djazairess.com/fr/infosoir/70136',
  },
  pairs: [
    ['16', '31', 432, 's1'], // Alger – Oran
    ['16', '25', 431, 's2'], // Alger – Constantine
    ['25', '19', 130, 's2'], // Constantine – Sétif
    ['25', '05', 119, 's2'], // Constantine – Batna
    ['25', '12', 198, 's2'], // Constantine – Tébessa
    ['25', '18', 146, 's2'], // Constantine – Jijel
    ['25', '21', 89, 's3'], // Constantine – Skikda
    ['25', '23', 156, 's2'], // Constantine – Annaba
    ['25', '07', 235, 's3'], // Constantine – Biskra
    ['16', '47', 613, 's4'], // Alger – Ghardaïa
    ['16', '03', 432, 's5'], // Alger – Laghouat
    ['16', '09', 49, 's5'], // Alger – Blida
    ['31', '08', 675, 's6'], // Oran – Béchar
    ['16', '08', 1150, 's7'], // Alger – Béchar
    ['08', '37', 852, 's7'], // Béchar – Tindouf
    ['01', '16', 1400, 's8'], // Adrar – Alger
    ['01', '08', 600, 's8'], // Adrar – Béchar
    ['16', '11', 1975, 's9'], // Alger – Tamanrasset
    ['16', '23', 600, 's10'], // Alger – Annaba
    ['16', '19', 300, 's11'], // Alger – Sétif
    ['19', '06', 110, 's11'], // Sétif – Béjaïa
    ['19', '18', 110, 's11'], // Sétif – Jijel
    ['19', '28', 120, 's11'], // Sétif – M'Sila
    ['16', '05', 435, 's12'], // Alger – Batna
    ['07', '16', 425, 's13'], // Biskra – Alger
    ['07', '21', 331, 's13'], // Biskra – Skikda
    ['07', '12', 332, 's13'], // Biskra – Tébessa
    ['07', '05', 115, 's14'], // Biskra – Batna
    ['07', '55', 222, 's14'], // Biskra – Touggourt
    ['16', '30', 800, 's15'], // Alger – Ouargla
    ['30', '47', 190, 's16'], // Ouargla – Ghardaïa
    ['30', '55', 160, 's16'], // Ouargla – Touggourt
    ['30', '07', 388, 's16'], // Ouargla – Biskra
    ['16', '17', 300, 's17'], // Alger – Djelfa
    ['22', '31', 82, 's18'], // Sidi Bel Abbès – Oran
    ['22', '13', 87, 's18'], // Sidi Bel Abbès – Tlemcen
    ['22', '46', 60, 's18'], // Sidi Bel Abbès – Aïn Témouchent
    ['22', '29', 93, 's18'], // Sidi Bel Abbès – Mascara
    ['22', '20', 96, 's18'], // Sidi Bel Abbès – Saïda
    ['16', '15', 100, 's19'], // Alger – Tizi Ouzou
    ['16', '02', 200, 's20'], // Alger – Chlef
    ['16', '27', 365, 's21'], // Alger – Mostaganem
    ['31', '13', 140, 's22'], // Oran – Tlemcen
  ],
} as const satisfies {
  recordedOn: string;
  sources: Record<string, string>;
  pairs: readonly (readonly [string, string, number, string])[];
};
