import { useEffect, useState } from 'react';
import { useGuestState } from '../../lib/guest-session.ts';
import { getOwnContact, type TOwnContact } from './api/get-own-contact.ts';

/** The verified guest's name and saved e-mail, for sending the terms; null when there is no session or e-mail. */
export function useOwnContact(): TOwnContact | null {
  const { clientId, qualified } = useGuestState();
  const guestId = qualified ? clientId : null;
  const [contact, setContact] = useState<{ guestId: string; value: TOwnContact } | null>(null);
  useEffect(() => {
    if (!guestId) return undefined;
    const controller = new AbortController();
    getOwnContact(guestId, controller.signal).then(
      (value) => setContact({ guestId, value }),
      () => undefined,
    );
    return () => controller.abort();
  }, [guestId]);
  const value = contact && contact.guestId === guestId ? contact.value : null;
  return value?.email ? value : null;
}
