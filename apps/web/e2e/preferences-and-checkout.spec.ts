import { expect, test, type Page, type Request } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { expectNoSeriousA11yViolations, saveScreenshot, sizeIndependent } from './support/screens.ts';

// Demo guests no other spec uses (apps/api/src/db/seed/DEMO.md): Paula Rezende (1031) on phones,
// Otto Brandão (1032) on desktop, each the main guest of a reservation of their own, whose form is
// finished (so the list can be finished and sent to the hotel).
const GUESTS = {
  mobile: {
    email: 'paula.rezende@example.com',
    lastName: 'Rezende',
    fullName: 'Paula Rezende',
    number: '1031',
  },
  desktop: {
    email: 'otto.brandao@example.com',
    lastName: 'Brandão',
    fullName: 'Otto Brandão',
    number: '1032',
  },
} as const;

// A PIN may have gone to these guests moments ago (a rerun): the sign-in then waits out the countdown.
test.setTimeout(240_000);

const guestFor = (projectName: string) => (projectName === 'desktop' ? GUESTS.desktop : GUESTS.mobile);

/** What the demo guest-control page (/dev/guest-control) says about the access it received. */
async function readAccessPage(page: Page) {
  await expect(page).toHaveURL(/\/dev\/guest-control\?/);
  const value = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return {
    state: await page.getByTestId('access-state').textContent(),
    service: await value('Service').textContent(),
    visitor: await value('Visitor').textContent(),
    reservation: await value('Reservation').textContent(),
    expiresAt: new Date((await value('Expires at').textContent()) ?? ''),
    access: new URL(page.url()).searchParams.get('access') ?? '',
  };
}

type THotelExport = { kind: string; payload: { guests?: { accommodationPreferences?: unknown }[] } };

/** The preferences of the finished list the hotel received (the local FNRH driver's record, decision 21). */
async function receivedPreferences(page: Page, reservationNumber: string) {
  const received = await page.request.get(`/dev/hotel-exports.json?reservation=${reservationNumber}`);
  const { exports } = (await received.json()) as { exports: THotelExport[] };
  return exports.find((entry) => entry.kind === 'guest-list')?.payload.guests?.[0]?.accommodationPreferences;
}

const expectAbout30MinutesAhead = (expiresAt: Date) => {
  const minutes = (expiresAt.getTime() - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(28);
  expect(minutes).toBeLessThanOrEqual(30.1);
};

test('the main guest sets accommodation preferences, finds them kept, and checks out as themselves', async ({
  page,
  request,
}, testInfo) => {
  sizeIndependent(testInfo, 'preferences kept and the check-out link');
  const guest = guestFor(testInfo.project.name);
  const tracked: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/track/')) tracked.push(sent);
  });
  // The guest arrives through the desk's QR code (?origin=), then finds the reservation.
  await page.goto('/?origin=qr-desk');
  // The first screen is the server's HTML: the app reads the link's origin once its loader runs, which
  // may be after the page's load event. Only then does the search open (a new page load, as a guest's
  // tap on the server's button waits for the app too).
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('hospedar.origin')))
    .toBe(JSON.stringify('qr-desk'));
  await signInByEmail(page, request, guest);
  // Where the guest came from is recorded for the reservation once the list shows (fire and forget).
  await expect.poll(() => tracked.length).toBeGreaterThan(0);
  const arrival = tracked[0];
  expect(arrival?.headers()['x-origin']).toBe('qr-desk');
  expect((await arrival?.response())?.status()).toBe(204);

  // The preferences screen, from the guest list's room-preferences box: nothing preferred yet.
  await page.getByRole('button', { name: 'Escolher preferências' }).click();
  await expect(page).toHaveURL(/\/reservation\/accommodation$/);
  await expect(page.getByRole('heading', { name: 'Preferências de quarto', level: 1 })).toBeVisible();
  // The step reached is recorded for the guest.
  await expect.poll(() => tracked.some((sent) => sent.url().endsWith('/filling-data'))).toBe(true);
  const step = tracked.find((sent) => sent.url().endsWith('/filling-data'));
  expect(step?.postDataJSON()).toEqual({ formOrigin: 'accommodation' });
  expect((await step?.response())?.status()).toBe(204);
  const noPreference = page.getByRole('radio', { name: 'Sem preferência' });
  await expect(noPreference).toHaveCount(5);
  for (const radio of await noPreference.all()) await expect(radio).toBeChecked();

  // Bed type and view are separate questions: a double bed and a sea view together (decision 85).
  const bed = page.getByRole('group', { name: 'Tipo de cama' });
  const view = page.getByRole('group', { name: 'Vista' });
  await bed.getByRole('radio', { name: 'Cama de casal' }).check();
  await view.getByRole('radio', { name: 'Vista para o mar' }).check();
  await expect(bed.getByRole('radio', { name: 'Cama de casal' })).toBeChecked();
  await page.getByRole('radio', { name: '18:00' }).check();
  await page.getByRole('radio', { name: 'Andar mais alto' }).check();
  await page.getByRole('radio', { name: 'Longe do elevador' }).check();
  await saveScreenshot(page, testInfo, 'accommodation-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Suas preferências foram enviadas ao hotel.')).toBeVisible();

  // Revisited after a reload: what was saved is shown; Skip leaves it as it is.
  await page.goto('/reservation/accommodation');
  await expect(bed.getByRole('radio', { name: 'Cama de casal' })).toBeChecked();
  await expect(view.getByRole('radio', { name: 'Vista para o mar' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '18:00' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Andar mais alto' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Longe do elevador' })).toBeChecked();
  await saveScreenshot(page, testInfo, 'accommodation-saved-pt-BR');
  await page.getByRole('button', { name: 'Pular' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The list finished: the hotel receives the guest with both the bed type and the view.
  await page.getByRole('button', { name: 'Finalizar lista de hóspedes' }).click();
  await page
    .getByRole('dialog', { name: 'Finalizar a lista de hóspedes?' })
    .getByRole('button', { name: 'Finalizar e enviar' })
    .click();
  await expect(page.getByText('Lista de hóspedes finalizada e enviada ao hotel.')).toBeVisible();
  // The outbox worker delivers it moments after the finish.
  await expect
    .poll(() => receivedPreferences(page, guest.number), { timeout: 15_000 })
    .toEqual({ bedType: 'double', view: 'sea-view', checkinTime: '18:00', floor: 'higher', elevator: 'far' });

  // Check-out from the welcome menu: the hotel's page receives a valid access naming the guest.
  await page.goto('/welcome/menu');
  await page.getByRole('link', { name: /Check-out/ }).click();
  const access = await readAccessPage(page);
  expect(access.state).toBe('Valid access');
  expect(access.service).toBe('checkout');
  expect(access.visitor).toBe(guest.fullName);
  expect(access.reservation).toBe(guest.number);
  expectAbout30MinutesAhead(access.expiresAt);
  await saveScreenshot(page, testInfo, 'guest-control-checkout');

  // An altered access is refused.
  await page.goto(`/dev/guest-control?service=checkout&access=${access.access.slice(0, -2)}xx`);
  await expect(page.getByTestId('access-state')).toHaveText('Invalid or expired access');
});

test('/checkout as the first navigation goes to the hotel’s check-out anonymously', async ({
  page,
}, testInfo) => {
  sizeIndependent(testInfo, 'preferences kept and the check-out link');
  const guest = guestFor(testInfo.project.name);
  await page.goto(`/checkout/${guest.number}`);
  const access = await readAccessPage(page);
  expect(access.state).toBe('Valid access');
  expect(access.visitor).toBe('Anonymous');
  expect(access.reservation).toBe(guest.number);
  expectAbout30MinutesAhead(access.expiresAt);

  await page.goto('/checkout');
  const plain = await readAccessPage(page);
  expect(plain.visitor).toBe('Anonymous');
  expect(plain.reservation).toBe('—');
});
