import { sessionJson } from '../../lib/session-storage.ts';

/** Alerts about minors shown once per reservation per tab (spec section 2 modals). */
export type TGuestNotice = 'minorInReservation' | 'hasChildren';

const KEY = 'hospedar.guests.notices';

type TSeen = Record<string, TGuestNotice[]>;

function isSeen(value: unknown): value is TSeen {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((v) => typeof v === 'string'))
  );
}

const read = (): TSeen => sessionJson.get(KEY, isSeen) ?? {};

export const guestNotices = {
  wasShown(reservationId: string, notice: TGuestNotice): boolean {
    return read()[reservationId]?.includes(notice) ?? false;
  },
  markShown(reservationId: string, notice: TGuestNotice): void {
    const seen = read();
    const list = seen[reservationId] ?? [];
    if (!list.includes(notice)) sessionJson.set(KEY, { ...seen, [reservationId]: [...list, notice] });
  },
};
