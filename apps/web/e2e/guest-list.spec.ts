import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { layoutShiftSum, recordLayoutShifts } from './support/layout-shifts.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// The demo family reservation 1020 (apps/api/src/db/seed/DEMO.md): Rafael Costa (main guest),
// Juliana Costa (companion, completed), Laura (15) and Pedro (8), minors without e-mail.
const RAFAEL = { email: 'rafael.costa@example.com', lastName: 'Costa' };
const JULIANA = { email: 'juliana.costa@example.com', lastName: 'Costa' };

// A PIN may have gone to these guests in another spec moments ago: the sign-in then waits out the
// 90-second resend countdown.
test.setTimeout(240_000);

const card = (page: Page, name: RegExp): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

async function expectChips(page: Page, name: RegExp, chips: string[]): Promise<void> {
  await expect(card(page, name).getByRole('list').getByRole('listitem')).toHaveText(chips);
}

/** Desktop: the card's edit icon button. Phone: select the card, then 'Preencher ficha'/'Editar dados'. */
async function openGuest(page: Page, isDesktop: boolean, fullName: string, mobileAction: string) {
  if (isDesktop) {
    await page.getByRole('button', { name: `Editar dados de ${fullName}` }).click();
    return;
  }
  const select = page.getByRole('button', { name: new RegExp(`^${fullName}`) });
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await card(page, new RegExp(`^${fullName}`))
    .getByRole('button', { name: mobileAction })
    .click();
}

test('the main guest sees the family, is told about the minors and opens a minor’s form', async ({
  page,
  request,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  await signInByEmail(page, request, RAFAEL);

  const minors = page.getByRole('dialog', { name: 'Há menores de idade nesta reserva' });
  await expect(minors).toContainText('Laura Costa, Pedro Costa');
  await saveScreenshot(page, testInfo, 'guest-list-minors-alert-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await minors.getByRole('button', { name: 'Entendi' }).click();

  await expect(page.getByRole('heading', { name: 'Hóspedes da reserva', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Minha reserva #1020' })).toBeVisible();
  await expect(page.getByText('cerca de 5 minutos')).toBeVisible();
  await expect(page.getByRole('list', { name: '4 hóspedes' }).getByRole('heading')).toHaveText([
    'Rafael Costa (você)',
    'Juliana Costa',
    'Laura Costa',
    'Pedro Costa',
  ]);
  await expectChips(page, /^Rafael/, ['Hóspede principal', 'Aguardando preenchimento']);
  await expectChips(page, /^Juliana/, ['Acompanhante', 'Preenchida']);
  await expectChips(page, /^Laura/, ['Acompanhante', 'Menor de idade', 'Aguardando preenchimento']);
  await expectChips(page, /^Pedro/, ['Acompanhante', 'Menor de idade', 'Aguardando preenchimento']);
  await expect(card(page, /^Laura/)).toContainText('Sem e-mail');
  // The main guest fills its own form and the minors'; the adult companion fills her own.
  if (isDesktop) {
    await expect(page.getByRole('button', { name: /^Editar dados de/ })).toHaveCount(3);
  } else {
    await expect(page.getByRole('button', { name: /^Juliana/ })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Finalizar lista de hóspedes' })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'guest-list-main-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await openGuest(page, isDesktop, 'Pedro Costa', 'Preencher ficha');
  const notice = page.getByRole('dialog', { name: 'Viajando com crianças ou adolescentes' });
  await notice.getByRole('button', { name: 'De 17 a 18 anos' }).click();
  await expect(notice.getByText(/autorização por escrito de ambos os pais/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'guest-list-has-children-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Eu entendi' }).click();
  await expect(page).toHaveURL(/\/reservation\/personal-info$/);

  await page.getByRole('link', { name: 'Voltar à lista de hóspedes' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('list', { name: '4 hóspedes' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Idioma: Português' }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.getByRole('heading', { name: 'Guests on the reservation', level: 1 })).toBeVisible();
  await expectChips(page, /^Laura/, ['Companion', 'Minor', 'Not filled in']);
  if (!isDesktop) await page.getByRole('button', { name: 'Laura Costa', exact: true }).click();
  await saveScreenshot(page, testInfo, 'guest-list-main-en-US');
  await expectNoSeriousA11yViolations(page);
});

test('a companion sees the others by name only and may open only her own form', async ({
  page,
  request,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  await signInByEmail(page, request, JULIANA);

  // A failing API leaves a translated error with a retry, never a blank page.
  const clientCall = /\/api\/clients\/[0-9a-f-]{36}$/;
  await page.route(clientCall, (route) =>
    route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
  );
  await page.reload();
  await expect(page.getByText('Não conseguimos carregar a lista de hóspedes.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'guest-list-error-pt-BR');
  await page.unroute(clientCall);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();

  await expect(page.getByRole('list', { name: '4 hóspedes' }).getByRole('heading')).toHaveText([
    'Rafael',
    'Juliana Costa (você)',
    'Laura',
    'Pedro',
  ]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectChips(page, /^Rafael/, ['Hóspede principal', 'Aguardando preenchimento']);
  await expect(card(page, /^Juliana/)).toContainText('juliana.costa@example.com');
  if (isDesktop) {
    await expect(page.getByRole('button', { name: /^Editar dados de/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Editar dados de Juliana Costa' })).toBeVisible();
  } else {
    for (const other of ['Rafael', 'Laura', 'Pedro']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${other}`) })).toHaveCount(0);
    }
  }
  await expect(page.getByRole('button', { name: 'Finalizar lista de hóspedes' })).toHaveCount(0);
  await expect(page.getByText('O hóspede principal finaliza a lista')).toBeVisible();
  await saveScreenshot(page, testInfo, 'guest-list-companion-pt-BR');
  await expectNoSeriousA11yViolations(page);

  // The list drawn over its skeleton moves nothing on the screen: not the title above it, not the
  // footer under it. Reduced motion leaves no fade to hide a shift, and the answer is held until the
  // skeleton is on the screen, as on a phone's slow network.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordLayoutShifts(page);
  // The record is asked for once: by the page's start, beside the screen's code (decision 310).
  let recordAsks = 0;
  let releaseRecord = () => {};
  const recordHeld = new Promise<void>((resolve) => {
    releaseRecord = resolve;
  });
  await page.route(clientCall, async (route) => {
    recordAsks += 1;
    await recordHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('.guests-page .MuiSkeleton-root').first()).toBeVisible();
  releaseRecord();
  await expect(page.getByRole('list', { name: '4 hóspedes' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Informações legais' })
      .getByRole('button', { name: 'Política de privacidade' }),
  ).toBeVisible();
  expect(await layoutShiftSum(page)).toBeLessThan(0.01);
  expect(recordAsks).toBe(1);
  await page.unroute(clientCall);
  await page.emulateMedia({ reducedMotion: null });

  // Her form is complete: first the choice between editing the saved data and creating it again.
  await openGuest(page, isDesktop, 'Juliana Costa', 'Editar dados');
  const alert = page.getByRole('dialog', { name: 'Esta ficha já está preenchida' });
  await expect(alert.getByRole('button', { name: 'Começar do zero' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'guest-list-edit-data-alert-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Editar dados salvos' }).click();
  await expect(page).toHaveURL(/\/reservation\/personal-info$/);
});

test('a main guest whose whole list is complete finishes it and the hotel receives it', async ({
  page,
  request,
}, testInfo) => {
  // Reservation 1002: Diego Ramos, alone and already completed. The first project to get here finishes
  // the list; the other finds it finished (finishing again would be harmless, but is not offered).
  await signInByEmail(page, request, { email: 'diego.ramos@example.com', lastName: 'Ramos' });
  await expectChips(page, /^Diego Ramos/, ['Hóspede principal', 'Preenchida']);
  const finishButton = page.getByRole('button', { name: 'Finalizar lista de hóspedes' });
  const finished = page.getByText(/^Lista de hóspedes enviada ao hotel em \d{2}\/\d{2}\/\d{4}\.$/);
  await expect(finishButton.or(finished)).toBeVisible();
  if (await finishButton.isVisible()) {
    await expect(finishButton).toBeEnabled();
    await finishButton.click();
    const confirm = page.getByRole('dialog', { name: 'Finalizar a lista de hóspedes?' });
    await expect(confirm).toContainText('Atenção');
    await saveScreenshot(page, testInfo, 'guest-list-finish-confirm-pt-BR');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Finalizar e enviar' }).click();
    await expect(page.getByText('Lista de hóspedes finalizada e enviada ao hotel.')).toBeVisible();
  }
  await expect(finished).toBeVisible();
  await expect(finishButton).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'guest-list-finished-pt-BR');
  await expectNoSeriousA11yViolations(page);
});
