import { createContext, useContext } from 'react';

/** What screens may ask of the flows the app runs (src/app/flow), without importing the app. */
export type TFlowNavigation = {
  /** Path of the reservation flow's step after the current one. */
  nextReservationPath: () => string;
  /** Inserts the multi-reservation step after the current one (several reservations matched). */
  addMultiReservationStep: () => void;
};

export const FlowNavigationContext = createContext<TFlowNavigation>({
  nextReservationPath: () => '/',
  addMultiReservationStep: () => {},
});

export function useFlowNavigation(): TFlowNavigation {
  return useContext(FlowNavigationContext);
}
