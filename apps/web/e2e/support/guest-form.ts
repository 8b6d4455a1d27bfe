import { expect, type Locator, type Page } from '@playwright/test';
import { choose, sign } from './form-input.ts';
import type { TLocaleText } from './locale-text.ts';

/** What the hotel and the location lists name in each language: not the portal's own texts. */
export type TTripWords = {
  brazil: string;
  parana: string;
  uruguay: string;
  montevideo: string;
  car: string;
  leisure: string;
  dietaryQuestion: RegExp;
  dietaryNone: string;
};

export const TRIP_WORDS: Record<'pt-BR' | 'en-US', TTripWords> = {
  'pt-BR': {
    brazil: 'Brasil',
    parana: 'Paraná',
    uruguay: 'Uruguai',
    montevideo: 'Montevidéu',
    car: 'Automóvel',
    leisure: 'Lazer ou férias',
    dietaryQuestion: /^Possui restrição alimentar/,
    dietaryNone: 'Nenhuma',
  },
  'en-US': {
    brazil: 'Brazil',
    parana: 'Paraná',
    uruguay: 'Uruguay',
    montevideo: 'Montevideo',
    car: 'Car',
    leisure: 'Leisure or holidays',
    dietaryQuestion: /^Any dietary restriction/,
    dietaryNone: 'None',
  },
};

/** A name that starts with `text` (labels add "(optional)" or "*"). */
export const startsWith = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A guest's card on the guest list, by the name its heading starts with. */
export const guestCard = (page: Page, name: RegExp): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** Opens a guest's form from the list. Desktop: the card's edit button. Phone: the card, then its action. */
export async function openGuest(page: Page, t: TLocaleText, isDesktop: boolean, fullName: string) {
  if (isDesktop) {
    await page.getByRole('button', { name: t('guests:card.editLabel', { name: fullName }) }).click();
    return;
  }
  await page.getByRole('button', { name: startsWith(fullName) }).click();
  await guestCard(page, startsWith(fullName))
    .getByRole('button', { name: t('guests:card.fill') })
    .click();
}

/** The personal-info form's consent: the terms of use opened and closed, then the box ticked. */
export async function acceptTerms(page: Page, t: TLocaleText): Promise<void> {
  const consent = page.getByRole('region', { name: t('personal-info:sections.consent') });
  await consent.getByRole('button', { name: t('terms:open.use') }).click();
  const termsDialog = page.getByRole('dialog');
  await expect(termsDialog.getByRole('region')).toBeVisible();
  await termsDialog
    .getByRole('button', { name: t('terms:dialog.close') })
    .last()
    .click();
  await expect(termsDialog).toBeHidden();
  await consent.getByRole('checkbox', { name: t('personal-info:consent.terms') }).check();
}

/** The trip data step: from Curitiba to Montevideo by car, on holiday, with the hotel's own question. */
export async function fillTripData(page: Page, t: TLocaleText, words: TTripWords): Promise<void> {
  await expect(
    page.getByRole('heading', { name: t('guest-flow:additionalData.title'), level: 1 }),
  ).toBeVisible();
  const country = startsWith(t('guest-flow:additionalData.country'));
  const city = startsWith(t('guest-flow:additionalData.city'));
  const origin = page.getByRole('group', { name: t('guest-flow:additionalData.origin') });
  await choose(page, origin.getByRole('combobox', { name: country }), words.brazil.slice(0, 4), words.brazil);
  await choose(
    page,
    origin.getByRole('combobox', { name: startsWith(t('guest-flow:additionalData.state')) }),
    'Paran',
    words.parana,
  );
  await choose(page, origin.getByRole('combobox', { name: city }), 'Curit', 'Curitiba');
  const destination = page.getByRole('group', { name: t('guest-flow:additionalData.destination') });
  await choose(page, destination.getByRole('combobox', { name: country }), 'Urug', words.uruguay);
  await destination.getByRole('textbox', { name: city }).fill(words.montevideo);
  await page
    .getByRole('combobox', { name: startsWith(t('guest-flow:additionalData.transport')) })
    .selectOption({ label: words.car });
  await page
    .getByRole('combobox', { name: startsWith(t('guest-flow:additionalData.reason')) })
    .selectOption({ label: words.leisure });
  // The hotel's own required question.
  await page
    .getByRole('combobox', { name: words.dietaryQuestion })
    .selectOption({ label: words.dietaryNone });
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
}

/**
 * A form the hotel's data already fills, from personal info to the signature: the consent, the trip
 * data, then Next on the confirmation.
 */
export async function fillFormToSignature(page: Page, t: TLocaleText, words: TTripWords): Promise<void> {
  await acceptTerms(page, t);
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
  await fillTripData(page, t, words);
  await expect(
    page.getByRole('heading', { name: t('guest-flow:confirmation.title'), level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
}

/**
 * The signature (a dialog on desktop, the page on phones), drawn as the guest does, then Sign and send.
 * `onSigned` runs between the drawing and the sending (a screenshot, say).
 */
export async function signAndSend(
  page: Page,
  t: TLocaleText,
  isDesktop: boolean,
  onSigned: () => Promise<void> = async () => {},
): Promise<void> {
  const padScope = isDesktop
    ? page.getByRole('dialog', { name: t('guest-flow:signature.title') })
    : page.getByRole('main');
  const pad = padScope.getByRole('img', { name: t('guest-flow:signature.padLabel') });
  await expect(pad).toBeVisible();
  await sign(page, pad, !isDesktop);
  await onSigned();
  await padScope.getByRole('button', { name: t('guest-flow:signature.signAndSend') }).click();
}

/** The signature sent, then the finalized modal's OK (a guest without a payment to guarantee). */
export async function signAndFinalize(
  page: Page,
  t: TLocaleText,
  isDesktop: boolean,
  onSigned: () => Promise<void> = async () => {},
): Promise<void> {
  await signAndSend(page, t, isDesktop, onSigned);
  await page
    .getByRole('dialog', { name: t('guest-flow:finalized.title') })
    .getByRole('button', { name: t('guest-flow:finalized.ok') })
    .click();
}
