import { transliterate } from "transliteration";
import { SLUG_MAX } from "./blog-limits";

export { SLUG_MAX, SLUG_PATTERN } from "./blog-limits";
/** The slug made when a title has no letter or digit at all. */
const FALLBACK = "post";

/**
 * A URL slug from any text: accented Latin loses its accents, other scripts are transliterated
 * (the `transliteration` package), then everything but letters and digits becomes a hyphen.
 * Devanagari goes through `withInherentVowels` first, because the package writes a consonant
 * without its inherent "a" ("मधुमेह" came out as "mdhumeh"; now "madhumeh").
 */
export function slugify(text: string, fallback = FALLBACK): string {
  const latin = transliterate(withInherentVowels(text.normalize("NFC")));
  const slug = latin
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** The slug with a numeric suffix, still within SLUG_MAX: `name`, `name-2`, `name-3` ... */
export function withSuffix(slug: string, n: number): string {
  if (n < 2) return slug;
  const suffix = `-${n}`;
  return `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
}

const CONSONANT = /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/;
const NUKTA = "\u093C";
const VIRAMA = "\u094D";
/** Dependent vowel signs (matras): a consonant followed by one has no inherent vowel. */
const VOWEL_SIGN = /[\u093A\u093B\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963]/;
const INDEPENDENT_VOWEL = /[\u0904-\u0914\u0960\u0961\u0972-\u0977]/;
const INHERENT_A = "\u0905"; // अ, which the package writes as "a"
/** Sounds the package spells the scholarly way (tt, dd, nn) or not at all (nukta), as Hindi is usually written in Latin letters. */
const LATIN_SPELLING: [RegExp, string][] = [
  [/\u091C\u093C/g, "z"], // ज़
  [/\u092B\u093C/g, "f"], // फ़
  [/\u0915\u093C/g, "q"], // क़
  [/\u0916\u093C/g, "kh"], // ख़
  [/\u0917\u093C/g, "g"], // ग़
  [/\u0921\u093C/g, "r"], // ड़
  [/\u0922\u093C/g, "rh"], // ढ़
  [/\u091F/g, "t"], // ट
  [/\u0920/g, "th"], // ठ
  [/\u0921/g, "d"], // ड
  [/\u0922/g, "dh"], // ढ
  [/\u0923/g, "n"], // ण
  [/\u093C/g, ""], // any other nukta
  [/\u094D/g, ""], // virama: with the inherent vowels written out, a bare consonant has none
];

type Unit = { text: string; consonant: boolean; vowel: boolean; schwa: boolean };

/**
 * Writes the inherent "a" of Devanagari consonants where Hindi pronounces it: every consonant
 * without a vowel sign or virama has one, except at the end of a word and in the middle where a
 * vowel and consonant come before it and a consonant with its vowel after it ("कितना": kitna,
 * not kitana; the usual rule of Hindi schwa deletion, applied from the right).
 */
export function withInherentVowels(text: string): string {
  const out = text.replace(/[\u0900-\u097F]+/g, (word) => {
    const units: Unit[] = [];
    for (let i = 0; i < word.length; i++) {
      const ch = word[i]!;
      if (CONSONANT.test(ch)) {
        const text = word[i + 1] === NUKTA ? ch + word[++i] : ch;
        const next = word[i + 1] ?? "";
        const hasSign = VOWEL_SIGN.test(next);
        units.push({ text, consonant: true, vowel: hasSign, schwa: !hasSign && next !== VIRAMA });
      } else {
        const vowel = VOWEL_SIGN.test(ch) || INDEPENDENT_VOWEL.test(ch);
        units.push({ text: ch, consonant: false, vowel, schwa: false });
      }
    }
    const sounds = (u: Unit | undefined) => Boolean(u && (u.vowel || u.schwa));
    const letters = units.filter((u) => u.consonant || u.vowel);
    const last = letters.at(-1);
    if (last?.schwa && letters.length > 1) last.schwa = false;
    for (let i = units.length - 1; i > 0; i--) {
      const unit = units[i]!;
      if (!unit.schwa) continue;
      const before = units[i - 1];
      const after = units[i + 1];
      const vowelBefore = before?.consonant ? sounds(before) : Boolean(before?.vowel);
      if (vowelBefore && after?.consonant && sounds(after)) unit.schwa = false;
    }
    return units.map((u) => (u.schwa ? u.text + INHERENT_A : u.text)).join("");
  });
  return LATIN_SPELLING.reduce((s, [pattern, latin]) => s.replace(pattern, latin), out);
}
