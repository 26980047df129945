/**
 * The admin's search over the submission lists (messages, plan requests, appointments), answered
 * by an index on MongoDB and on the embedded store alike: each record keeps `searchWords`, the
 * words of its searched fields (lower-cased, accents folded, split at anything not a letter or
 * digit; a phone number also as its digits and their endings, so its last digits find it), and
 * a search asks, for each of its words, for a record word that begins with it:
 * `{ $and: [{ searchWords: /^asha/ }, { searchWords: /^98765/ }] }` (a multikey index answers
 * each anchored prefix as a range).
 *
 * Plain JavaScript (typed with JSDoc): the scale benchmark's seed uses it without a build;
 * the schemas keep the words (searchable.ts), the features' data modules ask with `searchWordsFilter`.
 */

/** Longest word kept (longer ones are cut: a search still finds them by their beginning). */
const MAX_WORD = 32;
/** Words kept per record (its first ones). */
const MAX_WORDS = 80;
/** Endings of a phone number kept: its last 4 digits and longer. */
const MIN_ENDING = 4;

/**
 * Lower-cased, accents folded, split at what is not a letter or a digit.
 * @param {string} text
 */
function wordsOfText(text) {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((/** @type {string} */ word) => word.slice(0, MAX_WORD));
}

const digitsOf = (/** @type {string} */ text) => text.replace(/\D/g, "");
const looksLikePhone = (/** @type {string} */ text) =>
  /^[\d\s+().-]+$/.test(text) && digitsOf(text).length >= 6;

/**
 * The words a record with these field values is found by.
 * @param {unknown[]} values
 * @returns {string[]}
 */
export function searchWordsOf(values) {
  /** @type {Set<string>} */
  const words = new Set();
  for (const value of values.flat()) {
    if (typeof value !== "string" || value === "") continue;
    for (const word of wordsOfText(value)) words.add(word);
    if (looksLikePhone(value)) {
      const digits = digitsOf(value).slice(-MAX_WORD);
      for (let at = 0; at <= digits.length - MIN_ENDING; at++) words.add(digits.slice(at));
    }
  }
  return [...words].slice(0, MAX_WORDS);
}

/**
 * The words of a search: a phone number (digits, spaces, +, -) is one word of its digits.
 * @param {string} q
 */
export function queryWordsOf(q) {
  const text = q.trim();
  if (looksLikePhone(text)) return [digitsOf(text).slice(0, MAX_WORD)];
  return [...new Set(wordsOfText(text))];
}

const escapeRegex = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The filter of a search: every word of `q` begins a word of the record. A search without a
 * word (only punctuation) matches nothing. RegExp values pass Mongoose's sanitizeFilter.
 * @param {string} q
 */
export function searchWordsFilter(q) {
  const words = queryWordsOf(q);
  if (words.length === 0) return { searchWords: "" };
  return { $and: words.map((word) => ({ searchWords: new RegExp(`^${escapeRegex(word)}`) })) };
}
