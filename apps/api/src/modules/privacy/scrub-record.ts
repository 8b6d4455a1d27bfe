/**
 * An FNRH export's record (modules/guests/fnrh-record.ts) without the given guests (decision 202): a
 * 'guest' record of one of them is `null` (the whole export goes); a list record loses their entries;
 * any record loses the same-CPF flags that name them. Answers the record unchanged (the same object)
 * when it named none of them.
 */
export function recordWithoutGuests(record: unknown, guestIds: ReadonlySet<string>): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
  const source = record as Record<string, unknown>;
  const guestIdOf = (value: unknown) =>
    value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : undefined;
  if (typeof guestIdOf(source.guest) === 'string' && guestIds.has(guestIdOf(source.guest) as string)) {
    return null;
  }
  let changed = false;
  const next: Record<string, unknown> = { ...source };
  if (Array.isArray(source.guests)) {
    const kept = source.guests.filter((entry) => !guestIds.has(guestIdOf(entry) as string));
    if (kept.length !== source.guests.length) {
      next.guests = kept;
      changed = true;
    }
  }
  const withoutFlags = (flags: unknown[]) =>
    flags.filter(
      (flag) =>
        !(flag && typeof flag === 'object' && guestIds.has((flag as { guestId?: string }).guestId ?? '')),
    );
  if (Array.isArray(source.sameCpfGuests)) {
    const kept = withoutFlags(source.sameCpfGuests);
    if (kept.length !== source.sameCpfGuests.length) {
      next.sameCpfGuests = kept;
      changed = true;
    }
  } else if (source.sameCpfGuests && typeof source.sameCpfGuests === 'object') {
    const byGuest: Record<string, unknown[]> = {};
    for (const [guestId, flags] of Object.entries(source.sameCpfGuests as Record<string, unknown[]>)) {
      if (guestIds.has(guestId)) {
        changed = true;
        continue;
      }
      const kept = Array.isArray(flags) ? withoutFlags(flags) : flags;
      if (Array.isArray(flags) && Array.isArray(kept) && kept.length !== flags.length) changed = true;
      if (Array.isArray(kept) && kept.length > 0) byGuest[guestId] = kept;
      else if (Array.isArray(kept) && kept.length === 0 && Array.isArray(flags) && flags.length > 0)
        changed = true;
    }
    if (changed) next.sameCpfGuests = byGuest;
  }
  return changed ? next : record;
}
