import { createContext, useContext } from 'react';

/** Translation keys (common:steps.*) of the steps a stepper lists. */
export type TGuestStepLabelKey =
  'personalInfo' | 'additionalData' | 'confirmation' | 'signature' | 'warranty';

/** One step of the edited guest's flow, as the screens see it. */
export type TGuestFlowStep = {
  name: string;
  route: string;
  labelKey?: TGuestStepLabelKey;
  /** Listed in the stepper (every step but those of type Extra). */
  isListed: boolean;
};

/**
 * What the guest-flow screens may ask of the flow the app runs (src/app/flow), without importing the
 * app. The flow is built for the edited guest from the hotel's stepsConfig (spec section 2).
 */
export type TGuestFlowNavigation = {
  /** The edited guest's listed steps, in order (Extra steps such as forgot-address are not here). */
  steps: readonly TGuestFlowStep[];
  /** Name of the step the guest is on, or null outside the flow. */
  currentName: string | null;
  /**
   * The stepper's active index in `steps`: steps before it are completed. On an Extra step, the listed
   * step it belongs to (forgot-address: personal info), or past the last one once they are all done
   * (the preferences, after the FNRH is finalized); -1 outside the flow.
   */
  stepperIndex: number;
  /** The last move went backward (the Back button, the stepper or an edit link to an earlier step). */
  isBackward: boolean;
  /** The current step is the last of this guest's flow: its Next finalizes the FNRH. */
  isLastStep: boolean;
  /** Whether the hotel's flow has this step for this guest ('additional-data', 'signature', …). */
  hasStep: (name: string) => boolean;
  /** Goes to the next step; on the last step the caller finalizes and calls `returnHome`. */
  goNext: () => void;
  /** Goes to the previous listed step, or back to the guest list from the first one. */
  goBack: () => void;
  /**
   * Goes to a step by name (the confirmation's edit links), marked backward when it is earlier; with a
   * section, to that section of the step's form (its element id, as the address's #hash).
   */
  goTo: (name: string, section?: string) => void;
  /** Leaves the flow for the guest list (with back-to-guest-list, or once the flow is over). */
  returnHome: () => void;
  /** Whether this guest's flow has an Extra step ('accommodation' for the main guest, when enabled). */
  hasExtraStep: (name: string) => boolean;
  /** After the FNRH is finalized: the accommodation preferences when this guest has them, else home. */
  finishFlow: () => void;
};

const outside: TGuestFlowNavigation = {
  steps: [],
  currentName: null,
  stepperIndex: -1,
  isBackward: false,
  isLastStep: false,
  hasStep: () => false,
  goNext: () => {},
  goBack: () => {},
  goTo: () => {},
  returnHome: () => {},
  hasExtraStep: () => false,
  finishFlow: () => {},
};

export const GuestFlowNavigationContext = createContext<TGuestFlowNavigation>(outside);

export function useGuestFlowNavigation(): TGuestFlowNavigation {
  return useContext(GuestFlowNavigationContext);
}
