import { StepVisualization } from '@hospedar/contracts/constants';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { GUEST_STEPS } from './steps.ts';
import type { TStepDefinition } from './steps.ts';

/** Who the flow is for, and whether the reservation has a payment order. */
export type TGuestFlowSubject = {
  isChild: boolean;
  masterGuest: boolean;
  hasOrder: boolean;
};

type TFlowCompany = Pick<TCompanyConfig, 'stepsConfig' | 'rules'>;

function isStepEnabled(company: TFlowCompany, id: string): boolean {
  return company.stepsConfig.some((step) => step.id === id && step.enabled);
}

/** The hotel asks for trip data or extra fields in the additional-data step. */
export function asksForAdditionalData(company: TFlowCompany): boolean {
  const step = company.stepsConfig.find((s) => s.id === 'dados-adicionais' && s.enabled);
  const config = step?.fields?.[0]?.additionalData;
  if (!config) return false;
  return (
    config.origin ||
    config.destination ||
    config.transportType ||
    config.travelReason ||
    config.extraFields.length > 0
  );
}

function isIncluded(step: TStepDefinition, company: TFlowCompany, subject: TGuestFlowSubject): boolean {
  if (step.visualization === StepVisualization.ADULT_ONLY && subject.isChild) return false;
  if (step.visualization === StepVisualization.MASTER_GUEST_ONLY && !subject.masterGuest) return false;
  switch (step.name) {
    case 'additional-data':
      return asksForAdditionalData(company);
    case 'signature':
      return company.rules.signatureRequired || isStepEnabled(company, 'assinatura');
    case 'warranty':
      return subject.hasOrder;
    case 'accommodation':
      return isStepEnabled(company, 'preferencia-de-acomodacao');
    default:
      return true;
  }
}

/**
 * The guest flow of spec section 2 for one guest: personal-info; additional-data when the hotel asks
 * for trip data or extra fields; confirmation; signature when the hotel requires it (adults only);
 * warranty for the main guest when an order exists. Extra steps (forgot-address, accommodation) stay
 * reachable but are not listed.
 */
export function buildGuestFlow(company: TFlowCompany, subject: TGuestFlowSubject): TStepDefinition[] {
  return GUEST_STEPS.filter((step) => isIncluded(step, company, subject));
}

/**
 * The index of the last listed step of the form: its action finalizes the FNRH. The warranty (spec
 * section 4) comes after it: a guest with an order signs, the form goes to the hotel, then the payment.
 */
export function lastFormStepIndex(listed: readonly TStepDefinition[]): number {
  return listed.findLastIndex((step) => step.name !== 'warranty');
}
