/**
 * Name rules. isAllowedName compares the typed name with the original one (document or reservation):
 * 1. both are normalised: accents, case, apostrophes and dots dropped, hyphens as spaces, spaces collapsed;
 * 2. equal after that → allowed;
 * 3. word by word, connecting particles (da, de, do, dos, das, e, del, la, las, los, y, van, von, der, den,
 *    di, du, le) ignored, a word matching another with at most 1 edit (a swap of two neighbouring letters
 *    counts as one) when it has up to 5 letters, 2 edits when longer, or a single letter matching a word with
 *    that initial (not for the first name). Allowed when either name holds the other's words in order:
 *    a. a shorter name: the first typed word matches the first original word and every other typed word a
 *       later original word (middle names or a second surname omitted, initials);
 *    b. a fuller name (decision 59): every original word is matched by a typed word, in order (a booking
 *       site that dropped a middle name or a second surname: 'Rafael Costa' → 'Rafael José Costa D'Ávila'),
 *       so a guest can always write the name of their document, as the FNRH requires;
 * 4. otherwise the whole names, without spaces, are allowed at a similarity of at least 0.8
 *    (1 − Levenshtein distance / longer length), which covers joined or split words ('Jean Pierre').
 * A name sharing no word with the original, or its words in another order, is another person: refused.
 */

const PARTICLES = new Set([
  ...['da', 'de', 'do', 'das', 'dos', 'e', 'del', 'la', 'las', 'los', 'y'],
  ...['van', 'von', 'der', 'den', 'di', 'du', 'le'],
]);
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

/** The shorter name's words are found in the longer one, in order; both first words match (rule 3a). */
function isShortenedFrom(shorter: string[], longer: string[]): boolean {
  const [first, ...rest] = shorter;
  if (!first || !longer[0] || !wordMatches(first, longer[0], false)) return false;
  let next = 1;
  for (const word of rest) {
    while (next < longer.length && !wordMatches(word, longer[next] ?? '', true)) next++;
    if (next >= longer.length) return false;
    next++;
  }
  return true;
}

/** Every original word is matched by a typed word, in order (rule 3b): the typed name is a fuller one. */
function isFullerThan(typed: string[], original: string[]): boolean {
  if (original.length === 0) return false;
  let next = 0;
  for (const [index, word] of original.entries()) {
    while (next < typed.length && !wordMatches(word, typed[next] ?? '', index > 0)) next++;
    if (next >= typed.length) return false;
    next++;
  }
  return true;
}

function matchesWordByWord(typed: string, original: string): boolean {
  const [typedWords, originalWords] = [wordsOf(typed), wordsOf(original)];
  return isShortenedFrom(typedWords, originalWords) || isFullerThan(typedWords, originalWords);
}

/** isAllowedName: the typed name is not very different from the original one (rules above). */
export function isAllowedName(typed: string, original: string): boolean {
  const [a, b] = [normalizeName(typed), normalizeName(original)];
  if (a === '' || b === '') return false;
  if (a === b || matchesWordByWord(a, b)) return true;
  return similarity(a.replace(/ /g, ''), b.replace(/ /g, '')) >= MIN_NAME_SIMILARITY;
}

export type TPersonNames = { name: string; lastName: string };

/**
 * The name rule of a save, shared by the API (authority) and the portal (to tell the guest at once): an
 * empty field keeps the saved one; unchanged names pass; otherwise the new full name must pass
 * isAllowedName against the saved one. Answers the field to blame, or null when the names are allowed.
 */
export function refusedNameField(typed: TPersonNames, saved: TPersonNames): keyof TPersonNames | null {
  const name = typed.name.trim() || saved.name;
  const lastName = typed.lastName.trim() || saved.lastName;
  if (name === saved.name && lastName === saved.lastName) return null;
  if (isAllowedName(`${name} ${lastName}`, `${saved.name} ${saved.lastName}`)) return null;
  return name !== saved.name ? 'name' : 'lastName';
}

/** isValidPersonName: 1–120 characters of letters (any script), spaces, apostrophes, hyphens and dots. */
export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  const length = [...name].length;
  return length >= 1 && length <= 120 && /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(name);
}
