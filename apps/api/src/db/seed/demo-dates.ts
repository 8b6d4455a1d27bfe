import { addDays } from '../../clock.ts';
import type { DemoBirthdate, DemoReservation } from './types.ts';

export function demoStayDates(reservation: DemoReservation, today: string) {
  return {
    checkinDate: addDays(today, reservation.checkinOffset),
    checkoutDate: addDays(today, reservation.checkoutOffset),
  };
}

/** A relative birthdate keeps the guest at the same age whatever day the demo runs. */
export function demoBirthdate(birthdate: DemoBirthdate, today: string): string {
  if ('fixed' in birthdate) return birthdate.fixed;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - birthdate.yearsAgo);
  return addDays(date.toISOString().slice(0, 10), -birthdate.extraDaysAgo);
}
