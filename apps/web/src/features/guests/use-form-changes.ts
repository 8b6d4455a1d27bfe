import { changesAllowedUntil, isGuestListReadOnly } from '@hospedar/contracts/guests/guest-list-changes';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

/**
 * Whether the guests may still change their forms (decision 53, the API's rule): a finished list is
 * read-only unless the hotel takes changes until some days before check-in. `until` is that last day.
 */
export function useFormChanges(checkinDate: string, finishedAt: string | null) {
  const initial = useTenant().initial;
  const rules = initial?.company.rules;
  if (!rules || !finishedAt) return { isReadOnly: false, until: null };
  const reservation = { checkinDate, guestListFinishedAt: finishedAt };
  const isReadOnly = isGuestListReadOnly({ reservation, rules, today: initial.today });
  return { isReadOnly, until: isReadOnly ? null : changesAllowedUntil({ reservation, rules }) };
}
