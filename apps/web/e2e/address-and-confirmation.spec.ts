import { expect, test, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// A demo guest of Pousada Sol Nascente whose personal data the seed has saved (DEMO.md, 1024) and whom
// no other spec signs in: two specs asking a PIN for the same guest within 90 s would wait on each
// other. Each project runs on its own fresh database, so both sizes use her.
const GUESTS = {
  mobile: { email: 'renata.vieira@example.com', lastName: 'Vieira' },
  desktop: { email: 'renata.vieira@example.com', lastName: 'Vieira' },
} as const;
// The hotel's own questions (apps/api/src/db/seed/tenants/solnascente.ts), by language.
const QUESTIONS = {
  'en-US': {
    people: 'People in the vehicle',
    mail: 'E-mail for the invoice',
    repeat: 'Repeat the e-mail for the invoice',
  },
  'es-ES': {
    people: 'Personas en el vehículo',
    mail: 'Correo electrónico para la factura',
    repeat: 'Repita el correo electrónico para la factura',
  },
} as const;

test.use({ locale: 'en-US' });
test.setTimeout(240_000);

type TSession = { guestId: string; token: string };

async function readSession(page: Page): Promise<TSession> {
  return page.evaluate(() => {
    const guest = JSON.parse(sessionStorage.getItem('hospedar.guest') ?? '{}') as { clientId?: string };
    const guestId = guest.clientId ?? '';
    const stored = JSON.parse(localStorage.getItem(`hospedar.token.${guestId}`) ?? '{}') as {
      token?: string;
    };
    return { guestId, token: stored.token ?? '' };
  });
}

/** A search with no result says plainly that nothing was found for it; no heading claims otherwise. */
async function expectNothingFound(page: Page, language: TAnyLanguage, street: string) {
  const t = localeText(language);
  const place = { street, city: 'Florianópolis', state: 'SC' };
  await expect(
    page.getByRole('heading', { level: 1, name: t('personal-info:results.noneTitle') }),
  ).toBeVisible();
  await expect(page.getByText(t('personal-info:results.noneIntro', place))).toBeVisible();
  await expect(page.getByText(t('personal-info:results.none'))).toBeVisible();
  await expect(page.getByText(t('personal-info:results.intro', place))).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('personal-info:results.title') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('personal-info:forgotAddress.back') })).toBeVisible();
}

/** A zip code the offline table lacks is "not found, type the address", never a red error. */
async function zipNotFound(page: Page, language: TAnyLanguage, shot: (name: string) => Promise<void>) {
  const t = localeText(language);
  await page.goto(`/reservation/personal-info?lang=${language}`);
  const zip = page.getByLabel(t('personal-info:fields.zipCode'));
  const saved = await zip.inputValue();
  await zip.fill('88495111');
  await expect(zip).toHaveAccessibleDescription(t('personal-info:zip.notFound'));
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  await zip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot(`zip-not-found-${language}`);
  await zip.fill(saved);
}

/** The hotel's limits and repeated e-mail refused with their messages (spec section 5). */
async function extraFieldRules(
  page: Page,
  language: 'en-US' | 'es-ES',
  shot: (name: string) => Promise<void>,
) {
  const t = localeText(language);
  const q = QUESTIONS[language];
  await page.goto(`/reservation/additional-data?lang=${language}`);
  await page.getByRole('textbox', { name: new RegExp(`^${q.people}`) }).fill('12');
  await page.getByRole('textbox', { name: new RegExp(`^${q.mail}`) }).fill('ana@example.com');
  await page.getByRole('textbox', { name: new RegExp(`^${q.repeat}`) }).fill('ana@example.org');
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
  const people = page.getByRole('textbox', { name: new RegExp(`^${q.people}`) });
  await expect(people).toHaveAccessibleDescription(t('validation:validation.maxValue', { max: 9 }));
  const repeat = page.getByRole('textbox', { name: new RegExp(`^${q.repeat}`) });
  await expect(repeat).toHaveAccessibleDescription(t('validation:validation.sameAs'));
  await people.scrollIntoViewIfNeeded();
  await shot(`additional-data-limits-${language}`);
}

const CHILD = 'Davi Vieira';

/**
 * Her list with her child's card, the has-children alert (its topics in their colours) and the notify
 * screen with nobody to notify (the only companion is a minor she fills for): decision 80.
 */
async function childrenAlertAndNobodyToNotify(
  page: Page,
  language: 'en-US' | 'es-ES',
  isDesktop: boolean,
  shot: (name: string) => Promise<void>,
) {
  const t = localeText(language);
  await page.goto(`/home?lang=${language}`);
  const minors = page.getByRole('dialog', { name: t('guests:minorInReservation.title') });
  const list = page.getByRole('list', { name: t('guests:list.label_other', { count: 2 }) });
  await expect(minors.or(list).first()).toBeVisible();
  if (await minors.isVisible())
    await minors.getByRole('button', { name: t('guests:minorInReservation.action') }).click();
  await expect(list).toBeVisible();
  await shot(`guest-cards-${language}`);
  if (isDesktop) {
    await page.getByRole('button', { name: t('guests:card.editLabel', { name: CHILD }) }).click();
  } else {
    await page.getByRole('button', { name: new RegExp(`^${CHILD}`) }).click();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${CHILD}`) }) })
      .getByRole('button', { name: t('guests:card.fill') })
      .click();
  }
  const alert = page.getByRole('dialog', { name: t('guests:hasChildren.title') });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: t('guests:hasChildren.topics.documents.title') }).click();
  await expect(alert.getByText(t('guests:hasChildren.topics.documents.text'))).toBeVisible();
  await shot(`has-children-${language}`);
  await expectNoSeriousA11yViolations(page);
  // Closed without 'I understand': the alert shows again the next time a minor's card opens.
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();

  await page.goto(`/home/notification?lang=${language}`);
  await expect(page.getByText(t('notification:list.empty'))).toBeVisible();
  await shot(`notify-nobody-${language}`);
}

test('zip code not found, the search with no result, the hotel’s limits and the confirmation', async ({
  page,
}, testInfo) => {
  const guest = testInfo.project.name === 'desktop' ? GUESTS.desktop : GUESTS.mobile;
  const shot = (name: string) => saveScreenshot(page, testInfo, name, { fullPage: false });
  const full = (name: string) => saveScreenshot(page, testInfo, name);
  await signInByEmail(page, page.request, guest, { language: 'en-US' });
  const session = await readSession(page);
  const t = localeText('en-US');

  await childrenAlertAndNobodyToNotify(page, 'en-US', testInfo.project.name === 'desktop', shot);
  await zipNotFound(page, 'en-US', shot);

  // The search of a zip code that finds nothing has a way back to the form, at its address.
  await page.getByRole('link', { name: t('personal-info:zip.forgot') }).click();
  // Chosen here: the form's own place may not be back yet (the restored zip code's lookup is async).
  await page.getByLabel(t('personal-info:forgotAddress.state')).selectOption('SC');
  await page.getByLabel(t('personal-info:forgotAddress.city')).selectOption('Florianópolis');
  await page.getByLabel(t('personal-info:forgotAddress.street')).fill('Zzyzx');
  await page.getByRole('button', { name: t('personal-info:forgotAddress.search') }).click();
  await expectNothingFound(page, 'en-US', 'Zzyzx');
  await shot('zip-search-none-en-US');
  await page.getByRole('link', { name: t('personal-info:forgotAddress.back') }).click();
  await expect(page).toHaveURL(/\/reservation\/personal-info#pi-address-section$/);
  await expect(page.getByRole('heading', { name: t('personal-info:sections.address') })).toBeFocused();

  await extraFieldRules(page, 'en-US', shot);

  // Saved answers (a plate typed in small letters, as older forms kept it) and the confirmation.
  const saved = await page.request.put(`/api/clients/${session.guestId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { additionalData: { vehiclePlate: 'abc1d23', dietaryRestriction: 'none', peopleInVehicle: 2 } },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/reservation/confirmation');
  const consent = page.getByRole('region', { name: t('guest-flow:confirmation.groups.consent') });
  await expect(consent).toBeVisible();
  await expect(page.getByText(t('guest-flow:confirmation.notInformed'))).toHaveCount(0);
  await expect(page.getByText('ABC1D23')).toBeVisible();
  await full('confirmation-en-US');
  await page
    .getByRole('link', {
      name: `${t('guest-flow:confirmation.edit')} ${t('guest-flow:confirmation.groups.address')}`,
    })
    .click();
  await expect(page).toHaveURL(/\/reservation\/personal-info#pi-address-section$/);
  const addressHeading = page.getByRole('heading', { name: t('personal-info:sections.address') });
  await expect(addressHeading).toBeFocused();
  await expect(addressHeading).toBeInViewport();
  await shot('edit-address-lands-en-US');

  // The same screens in Spanish.
  await childrenAlertAndNobodyToNotify(page, 'es-ES', testInfo.project.name === 'desktop', shot);
  await zipNotFound(page, 'es-ES', shot);
  // The search opened with its place and street (as the form's link opens it, tested above in English):
  // typed after a click, a street could meet the form's own address still arriving.
  const es = localeText('es-ES');
  await page.goto(
    `/reservation/forgot-address?state=SC&city=${encodeURIComponent('Florianópolis')}&address=Zzyzx`,
  );
  await expect(page.getByLabel(es('personal-info:forgotAddress.city'))).toHaveValue('Florianópolis');
  await expect(page.getByLabel(es('personal-info:forgotAddress.street'))).toHaveValue('Zzyzx');
  await page.getByRole('button', { name: es('personal-info:forgotAddress.search') }).click();
  await expectNothingFound(page, 'es-ES', 'Zzyzx');
  await shot('zip-search-none-es-ES');
  await extraFieldRules(page, 'es-ES', shot);
  await page.goto('/reservation/confirmation?lang=es-ES');
  await expect(
    page.getByRole('region', { name: localeText('es-ES')('guest-flow:confirmation.groups.consent') }),
  ).toBeVisible();
  await full('confirmation-es-ES');
  await page
    .getByRole('link', {
      name: `${es('guest-flow:confirmation.edit')} ${es('guest-flow:confirmation.groups.address')}`,
    })
    .click();
  await expect(page).toHaveURL(/\/reservation\/personal-info#pi-address-section$/);
  const addressHeadingEs = page.getByRole('heading', { name: es('personal-info:sections.address') });
  await expect(addressHeadingEs).toBeFocused();
  await expect(addressHeadingEs).toBeInViewport();
  await shot('edit-address-lands-es-ES');
});
