/**
 * Name rules. isAllowedName compares the typed name with the original one (document or reservation):
 * 1. both are normalised: accents, case, apostrophes and dots dropped, hyphens as spaces, spaces collapsed;
 * 2. equal after that → allowed;
 * 3. word by word: connecting particles (da, de, do, dos, das, e, del, la, y, van, von, di, du) are ignored;
 *    the first typed word must match the first original word, and every other typed word must match a later
 *    original word, in order. Words may be omitted (middle names); a single letter matches a word with that
 *    initial (abbreviation, not for the first name); otherwise a word matches with at most 1 edit (a swap of
 *    two neighbouring letters counts as one) when it has up to 5 letters, 2 edits when longer;
 * 4. otherwise the whole names, without spaces, are allowed at a similarity of at least 0.8
 *    (1 − Levenshtein distance / longer length), which covers joined or split words ('Jean Pierre').
 */

const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'del', 'la', 'y', 'van', 'von', 'di', 'du']);
export const MIN_NAME_SIMILARITY = 0.8;

/** 'D’Ávila-Souza  Jr.' → 'davila souza jr'. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´‘.]/g, '')
    .replace(/[-‐–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Edit distance (insertions, deletions, substitutions, adjacent transpositions), by code point. */
export function editDistance(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = best;
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[y.length] ?? 0;
}

/** 1 for equal strings, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

function wordMatches(typed: string, original: string, allowInitial: boolean): boolean {
  if (typed === original) return true;
  if (allowInitial && typed.length === 1) return original.startsWith(typed);
  return editDistance(typed, original) <= (Math.max(typed.length, original.length) <= 5 ? 1 : 2);
}

function wordsOf(name: string): string[] {
  return name.split(' ').filter((word) => word !== '' && !PARTICLES.has(word));
}

function matchesWordByWord(typed: string, original: string): boolean {
  const [typedWords, originalWords] = [wordsOf(typed), wordsOf(original)];
  const [first, ...rest] = typedWords;
  if (!first || !originalWords[0] || !wordMatches(first, originalWords[0], false)) return false;
  let next = 1;
  for (const word of rest) {
    while (next < originalWords.length && !wordMatches(word, originalWords[next] ?? '', true)) next++;
    if (next >= originalWords.length) return false;
    next++;
  }
  return true;
}

/** isAllowedName: the typed name is not very different from the original one (rules above). */
export function isAllowedName(typed: string, original: string): boolean {
  const [a, b] = [normalizeName(typed), normalizeName(original)];
  if (a === '' || b === '') return false;
  if (a === b || matchesWordByWord(a, b)) return true;
  return similarity(a.replace(/ /g, ''), b.replace(/ /g, '')) >= MIN_NAME_SIMILARITY;
}

/** isValidPersonName: 1–120 characters of letters (any script), spaces, apostrophes, hyphens and dots. */
export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  const length = [...name].length;
  return length >= 1 && length <= 120 && /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(name);
}
