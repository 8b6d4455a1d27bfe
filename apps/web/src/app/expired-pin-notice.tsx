import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { blockReasonOfCode } from '@hospedar/contracts/search/reservation-access';
import { onReservationClosed } from '../lib/api-client.ts';
import { expiredPinFlag, guestStore } from '../lib/guest-session.ts';
import { PATHS } from '../lib/paths.ts';

const ExpiredPinDialog = lazy(() =>
  import('../components/expired-pin-dialog.tsx').then((m) => ({ default: m.ExpiredPinDialog })),
);

/**
 * A failed PIN link leaves the expiredPin flag: the 'Expired pin' modal shows once, wherever the root
 * lands. A reservation closed while the guest is in it (a 403 RESERVATION_* on any call) ends the
 * session and shows the same modal with the reason, as the search would, from the start page.
 */
export function ExpiredPinNotice() {
  const [isOpen, setIsOpen] = useState(() => expiredPinFlag.isSet());
  const [code, setCode] = useState(() => expiredPinFlag.code());
  const [opensOn, setOpensOn] = useState(() => expiredPinFlag.opensOn());
  const navigate = useNavigate();
  useEffect(
    () =>
      onReservationClosed((error) => {
        if (!blockReasonOfCode(error.code)) return;
        guestStore.endSession();
        const opensOnOfError = typeof error.details?.opensOn === 'string' ? error.details.opensOn : undefined;
        expiredPinFlag.set(error.code, opensOnOfError);
        setCode(error.code);
        setOpensOn(opensOnOfError ?? null);
        setIsOpen(true);
        navigate(PATHS.root, { replace: true });
      }),
    [navigate],
  );
  if (!isOpen) return null;
  const close = () => {
    expiredPinFlag.clear();
    setIsOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <ExpiredPinDialog code={code} details={opensOn ? { opensOn } : null} onClose={close} />
    </Suspense>
  );
}
