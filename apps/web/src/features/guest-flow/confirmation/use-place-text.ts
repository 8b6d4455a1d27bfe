import type { TLanguage } from '@hospedar/contracts/constants';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { useCountryName } from '../../../lib/geo/country-name.ts';
import { useStates } from '../../../lib/geo/use-geo-list.ts';
import { joinPlace } from '@hospedar/contracts/guests/display-format';

type TPlace = TGuest['arrivingFrom'];

/** A trip place for reading: 'Imbituba, Santa Catarina, Brasil' (state names from the country's list). */
function usePlace(place: TPlace, countryName: (code: string | null) => string): string {
  const states = useStates(place.country);
  const state = states.items.find((item) => item.code === place.state);
  return joinPlace([place.city, state?.name ?? place.state, countryName(place.country)]);
}

/** The guest's origin and next destination, written out. */
export function usePlaceText(guest: TGuest, language: TLanguage) {
  const countryName = useCountryName(language);
  return {
    arrivingFrom: usePlace(guest.arrivingFrom, countryName),
    nextDestination: usePlace(guest.nextDestination, countryName),
  };
}
