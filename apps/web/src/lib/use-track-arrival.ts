import { useEffect } from 'react';
import { useGuestState } from './guest-session.ts';
import { tracking } from './tracking.ts';

/** Records, once per tab, where the verified guest's visit came from (POST /api/track/{reservationId}). */
export function useTrackArrival(): void {
  const { reservationId, qualified } = useGuestState();
  useEffect(() => {
    if (qualified && reservationId) tracking.arrival(reservationId);
  }, [qualified, reservationId]);
}
