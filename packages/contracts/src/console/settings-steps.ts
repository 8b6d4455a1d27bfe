import { z } from 'zod';

/**
 * The guest's journey an owner switches (console section `steps`): the optional steps of stepsConfig and
 * the rules that add or require a step. Personal information and the confirmation are the FNRH itself
 * (Law 11,771/2008, art. 26) and are always asked, so they are not here; the additional-data step's
 * questions are the `additional-data` section.
 */
export const ZStepsSettings = z.object({
  /** stepsConfig 'onboarding': the registration notice shown once over the guest list. */
  onboarding: z.boolean(),
  /** stepsConfig 'preferencia-de-acomodacao': the main guest's accommodation preferences. */
  accommodationPreferences: z.boolean(),
  /** stepsConfig 'dados-adicionais' enabled; guests see it only when it asks something. */
  additionalData: z.boolean(),
  /** rules.signatureRequired and stepsConfig 'assinatura': adults sign the form. */
  signatureRequired: z.boolean(),
  /** rules.documentImagesRequired: photos of the main document before the FNRH is finalized. */
  documentImagesRequired: z.boolean(),
});
export type TStepsSettings = z.infer<typeof ZStepsSettings>;
