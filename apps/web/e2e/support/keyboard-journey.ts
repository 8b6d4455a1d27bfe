import { expect, type Locator, type Page } from '@playwright/test';
import { makeDocumentPhoto } from './document-photos.ts';
import { tabTo } from './keyboard.ts';
import type { TLocaleText } from './locale-text.ts';
import type { TA11yCheck } from './a11y-check.ts';

/** Tabs to `target` and presses `key` on it (Enter by default), as a keyboard user activates a control. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The focus is on `target` (or inside it), as after a dialog returns it. */
export async function expectFocusIn(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** The guest's own form from the list: "Edit data of …" on a desktop, the card itself on a phone. */
export function ownCard(page: Page, t: TLocaleText, fullName: string): Locator {
  return page
    .getByRole('button', { name: t('guests:card.editLabel', { name: fullName }) })
    .or(page.getByRole('button', { name: new RegExp(`^${fullName}`) }));
}

/**
 * Opens a guest's form from the list by keyboard: on a desktop the card's edit button; on a phone the
 * card, which unfolds its action ("Fill in form" or "Edit data"), then that action.
 */
export async function openGuestCard(page: Page, t: TLocaleText, fullName: string): Promise<void> {
  const card = ownCard(page, t, fullName);
  await press(page, card);
  // A dialog the button opened (has-children) hides the list from the role tree: nothing to unfold.
  const expanded = await card.getAttribute('aria-expanded', { timeout: 2000 }).catch(() => null);
  if (expanded !== 'true') return;
  await press(
    page,
    page
      .getByRole('button', { name: t('guests:card.fill'), exact: true })
      .or(page.getByRole('button', { name: t('guests:card.editData'), exact: true })),
  );
}

/** The list item of a guest's card, where the focus comes back after the card's dialogs. */
export function guestListItem(page: Page, fullName: string): Locator {
  return page.getByRole('listitem').filter({ hasText: fullName });
}

/** Types into a searchable list (country, state, city) and takes the highlighted first match with Enter. */
async function pickFromList(page: Page, field: Locator, typed: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(typed);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

/**
 * A main guest's own form by keyboard alone, from the guest list to the finalized dialog's OK: the
 * personal data the seed saved (the front of the document added from a file, the terms accepted), the
 * trip data, the confirmation, and the typed signature. Each screen and dialog goes through `check`.
 */
export async function fillOwnFormByKeyboard(
  page: Page,
  t: TLocaleText,
  { fullName, check, isModalSignature }: { fullName: string; check: TA11yCheck; isModalSignature: boolean },
): Promise<void> {
  await openGuestCard(page, t, fullName);
  await expect(page).toHaveURL(/\/reservation\/personal-info$/);
  await expect(page.getByRole('heading', { level: 1, name: t('personal-info:title') })).toBeVisible();
  await check('personal-info');

  // "I don't know my zip code": the search by state, city and street, its results, back to the form.
  await press(page, page.getByRole('link', { name: t('personal-info:zip.forgot') }));
  await expect(
    page.getByRole('heading', { level: 1, name: t('personal-info:forgotAddress.title') }),
  ).toBeVisible();
  await check('forgot-address');
  const state = page.getByRole('combobox', {
    name: new RegExp(`^${t('personal-info:forgotAddress.state')}`),
  });
  await tabTo(page, state);
  await page.keyboard.type('Paran');
  const city = page.getByRole('combobox', { name: new RegExp(`^${t('personal-info:forgotAddress.city')}`) });
  await expect(city).toBeEnabled();
  await tabTo(page, city);
  await page.keyboard.type('Curit');
  await tabTo(
    page,
    page.getByRole('textbox', { name: new RegExp(`^${t('personal-info:forgotAddress.street')}`) }),
  );
  await page.keyboard.type('Novembro');
  await press(page, page.getByRole('button', { name: t('personal-info:forgotAddress.search') }));
  await expect(page).toHaveURL(/\/forgot-address-results/);
  await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
  await check('forgot-address-results');
  await press(page, page.getByRole('link', { name: t('personal-info:forgotAddress.back') }));
  await expect(page.getByRole('heading', { level: 1, name: t('personal-info:title') })).toBeVisible();

  // The document's front, from a file: Enter on the side's button, Enter on "Upload a file".
  const photos = page.getByRole('group', { name: new RegExp(`^${t('documents:field.legend')}`) });
  const addFront = photos.getByRole('button', { name: t('documents:card.front.add'), exact: true });
  await press(page, addFront);
  const chooserDialog = page.getByRole('dialog', { name: t('documents:takeOrUpload.titleFront') });
  await expect(chooserDialog).toBeVisible();
  await check('document-take-or-upload', { fullPage: false });
  const chooser = page.waitForEvent('filechooser');
  await press(
    page,
    chooserDialog.getByRole('button', { name: new RegExp(t('documents:takeOrUpload.uploadFile')) }),
  );
  await (await chooser).setFiles(await makeDocumentPhoto('FRENTE'));
  const replaceFront = photos.getByRole('button', { name: t('documents:card.front.replace'), exact: true });
  await expect(replaceFront).toBeEnabled({ timeout: 30_000 });
  await expectFocusIn(photos);

  const terms = page.getByRole('checkbox', { name: t('personal-info:consent.terms') });
  if (!(await terms.isChecked())) await press(page, terms, 'Space');
  await expect(terms).toBeChecked();
  await press(page, page.getByRole('button', { name: t('guest-flow:step.next') }));

  await expect(page).toHaveURL(/\/reservation\/additional-data$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('guest-flow:additionalData.title') }),
  ).toBeVisible();
  await check('additional-data');
  for (const group of [t('guest-flow:additionalData.origin'), t('guest-flow:additionalData.destination')]) {
    const place = page.getByRole('group', { name: group });
    await pickFromList(
      page,
      place.getByRole('combobox', { name: new RegExp(`^${t('guest-flow:additionalData.country')}`) }),
      'Bra',
    );
    await pickFromList(
      page,
      place.getByRole('combobox', { name: new RegExp(`^${t('guest-flow:additionalData.state')}`) }),
      'Paran',
    );
    await pickFromList(
      page,
      place.getByRole('combobox', { name: new RegExp(`^${t('guest-flow:additionalData.city')}`) }),
      'Curit',
    );
  }
  // Native selects: Arrow Down on the closed list takes its first option, as a keyboard user chooses.
  for (const select of [
    page.getByRole('combobox', { name: new RegExp(`^${t('guest-flow:additionalData.transport')}`) }),
    page.getByRole('combobox', { name: new RegExp(`^${t('guest-flow:additionalData.reason')}`) }),
    page.locator('select[required]').last(),
  ]) {
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
  await press(page, page.getByRole('button', { name: t('guest-flow:step.next') }));

  await expect(page).toHaveURL(/\/reservation\/confirmation$/);
  await check('confirmation');
  await press(page, page.getByRole('button', { name: t('guest-flow:step.next') }));

  await expect(page).toHaveURL(/\/reservation\/signature$/);
  const scope = isModalSignature
    ? page.getByRole('dialog', { name: t('guest-flow:signature.title') })
    : page.getByRole('main');
  await expect(scope.getByRole('img', { name: t('guest-flow:signature.padLabel') })).toBeVisible();
  await check('signature', { fullPage: !isModalSignature });
  // The Type tab: an arrow moves to it, Enter opens it (tabs activated by hand, as the search's).
  await tabTo(page, scope.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const typeTab = scope.getByRole('tab', { name: t('guest-flow:signature.modes.type') });
  await expect(typeTab).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, scope.getByRole('textbox', { name: t('guest-flow:signature.typed.name') }));
  await page.keyboard.type(fullName);
  const styles = scope.getByRole('group', { name: t('guest-flow:signature.typed.style') });
  await tabTo(page, styles.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(
    styles.getByRole('radio', {
      name: new RegExp(t('guest-flow:signature.typed.styleOption', { number: 2 })),
    }),
  ).toBeChecked();
  await check('signature-typed', { fullPage: !isModalSignature });
  await press(page, scope.getByRole('button', { name: t('guest-flow:signature.signAndSend') }));

  const finalized = page.getByRole('dialog', { name: t('guest-flow:finalized.title') });
  await expect(finalized).toBeVisible({ timeout: 30_000 });
  await check('finalized', { fullPage: false });
  await press(page, finalized.getByRole('button', { name: t('guest-flow:finalized.ok') }));
}
