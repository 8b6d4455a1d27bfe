import { useQuery } from '@tanstack/react-query';
import { clientQueryOptions } from '../../lib/guest-record/client-query.ts';
import { useGuestState } from '../../lib/guest-session.ts';

export type TOwnContact = { name: string; email: string };

/** The verified guest's name and saved e-mail, for sending the terms; null when there is no session or e-mail. */
export function useOwnContact(): TOwnContact | null {
  const { clientId, qualified } = useGuestState();
  const guestId = qualified ? clientId : null;
  const { data } = useQuery({
    ...clientQueryOptions(guestId ?? ''),
    enabled: guestId !== null,
    select: (client) => ({ name: client.guest.name, email: client.guest.email }),
  });
  return data?.email ? { name: data.name, email: data.email } : null;
}
