import type { TAccommodationOptions } from '@hospedar/contracts/preferences/accommodation-options';
import type { TGuestControlConfig } from '@hospedar/contracts/guest-control/external-access';

/** The demo hotels' accommodation options (parameters.accommodation). */
export const DEMO_ACCOMMODATION: TAccommodationOptions = {
  bedTypes: [
    { id: 'double', label: { 'pt-BR': 'Cama de casal', 'en-US': 'Double bed', 'es-ES': 'Cama doble' } },
    { id: 'twin', label: { 'pt-BR': 'Duas camas de solteiro', 'en-US': 'Twin beds', 'es-ES': 'Dos camas' } },
  ],
  views: [
    { id: 'sea-view', label: { 'pt-BR': 'Vista para o mar', 'en-US': 'Sea view', 'es-ES': 'Vista al mar' } },
    {
      id: 'garden-view',
      label: { 'pt-BR': 'Vista para o jardim', 'en-US': 'Garden view', 'es-ES': 'Vista al jardín' },
    },
  ],
  checkinTimes: ['14:00', '16:00', '18:00', '20:00', '22:00'],
  askFloor: true,
  askElevator: true,
};

/**
 * The demo hotels' guest-control pages: the API's development stand-in (/dev/guest-control, on with
 * DEV_MAILBOX), which verifies the signed access and shows what it carries.
 */
export const DEMO_GUEST_CONTROL: TGuestControlConfig = {
  onlineServicesUrl: '/dev/guest-control?service=online-services',
  checkoutUrl: '/dev/guest-control?service=checkout',
};

export const NO_GUEST_CONTROL: TGuestControlConfig = { onlineServicesUrl: null, checkoutUrl: null };
