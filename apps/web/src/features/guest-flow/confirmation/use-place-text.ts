import type { TLanguage } from '@hospedar/contracts/constants';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { countryName } from '../geo/countries.ts';
import { useStates } from '../../../lib/geo/use-geo-list.ts';
import { joinPlace } from './format.ts';

type TPlace = TGuest['arrivingFrom'];

/** A trip place for reading: 'Imbituba, Santa Catarina, Brasil' (state names from the country's list). */
function usePlace(place: TPlace, language: TLanguage): string {
  const states = useStates(place.country);
  const state = states.items.find((item) => item.code === place.state);
  return joinPlace([place.city, state?.name ?? place.state, countryName(place.country, language)]);
}

/** The guest's origin and next destination, written out. */
export function usePlaceText(guest: TGuest, language: TLanguage) {
  return {
    arrivingFrom: usePlace(guest.arrivingFrom, language),
    nextDestination: usePlace(guest.nextDestination, language),
  };
}
