import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TGuestControlService } from '@hospedar/contracts/guest-control/external-access';
import { createExternalAccess } from './api/create-external-access.ts';
import { leavePortal } from './leave-portal.ts';

export type TOpenGuestControl = {
  companyId: string | null;
  service: TGuestControlService;
  isAnonymous: boolean;
  reservationNumber?: string;
};

/**
 * Asks for the signed access once on arrival (a query, so a second mount of the screen asks no second
 * time) and leaves for it; a failure offers Try again.
 */
export function useOpenGuestControl({
  companyId,
  service,
  isAnonymous,
  reservationNumber,
}: TOpenGuestControl) {
  const access = useQuery({
    queryKey: ['guest-control-access', companyId, service, isAnonymous, reservationNumber ?? null] as const,
    queryFn: () =>
      createExternalAccess({
        companyId: companyId ?? '',
        isAnnonymous: isAnonymous,
        service,
        ...(reservationNumber ? { reservationNumber } : {}),
      }),
    enabled: companyId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const redirectUrl = access.data?.redirectURL;
  useEffect(() => {
    if (redirectUrl) leavePortal.to(redirectUrl);
  }, [redirectUrl]);
  const status: 'opening' | 'failed' = access.isError && !access.isFetching ? 'failed' : 'opening';
  return { status, retry: () => void access.refetch() };
}
