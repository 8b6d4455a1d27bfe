import { useCallback, useEffect, useRef, useState } from 'react';
import type { TGuestControlService } from '@hospedar/contracts/guest-control/external-access';
import { createExternalAccess } from './api/create-external-access.ts';
import { leavePortal } from './leave-portal.ts';

export type TOpenGuestControl = {
  companyId: string | null;
  service: TGuestControlService;
  isAnonymous: boolean;
  reservationNumber?: string;
};

/** Asks for the signed access once on arrival and leaves for it; a failure offers Try again. */
export function useOpenGuestControl({
  companyId,
  service,
  isAnonymous,
  reservationNumber,
}: TOpenGuestControl) {
  const [status, setStatus] = useState<'opening' | 'failed'>('opening');
  const hasStarted = useRef(false);

  const open = useCallback(async () => {
    if (!companyId) return;
    setStatus('opening');
    try {
      const { redirectURL } = await createExternalAccess({
        companyId,
        isAnnonymous: isAnonymous,
        service,
        ...(reservationNumber ? { reservationNumber } : {}),
      });
      leavePortal.to(redirectURL);
    } catch {
      setStatus('failed');
    }
  }, [companyId, service, isAnonymous, reservationNumber]);

  useEffect(() => {
    if (hasStarted.current || !companyId) return;
    hasStarted.current = true;
    void open();
  }, [companyId, open]);

  return { status, retry: () => void open() };
}
