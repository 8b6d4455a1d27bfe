/** Accents, case and spaces do not matter when a saved name is matched to a list ('Florianopolis'). */
export function comparableName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type TPlace = { id: string; name: string; code?: string };

/**
 * The list entry a saved place stands for: by id, by abbreviation (older records keep 'SC' as the
 * state id) or by name. Undefined when none matches.
 */
export function resolvePlace<T extends TPlace>(list: readonly T[], id: string, name: string): T | undefined {
  if (id) {
    const byId = list.find((item) => item.id === id || item.code?.toUpperCase() === id.toUpperCase());
    if (byId) return byId;
  }
  if (!name) return undefined;
  const wanted = comparableName(name);
  return list.find((item) => comparableName(item.name) === wanted);
}
