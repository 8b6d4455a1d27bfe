import {
  test,
  expect,
  type Browser,
  type LaunchOptions,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';

type Playwright = Parameters<Parameters<typeof test>[2]>[0]['playwright'];
import { a11yChecker } from './support/a11y-check.ts';
import { signInByEmail, verifyByEmailPin } from './support/guest-sign-in.ts';
import { openSearch } from './support/journeys.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { fakeCameraArgs } from './support/make-document-video.ts';
import { makeFaceVideo } from './support/make-face-video.ts';
import { hotelUrl, saveScreenshot } from './support/screens.ts';

// Hotel Mar Azul searches by face. Reservation 2120 (apps/api/src/db/seed/DEMO.md) is this spec's: Caio
// Rezende refuses, then gives his consent, registers his face (person-a-01), a stranger's face finds
// nothing, another photo of him (person-a-02) finds his reservation, and he withdraws: the template and
// the images are deleted and his face finds nothing any more. Each block runs in a Chromium whose front
// camera shows one face image (a worker per image); the blocks run in this order on one server.
const HOTEL = 'marazul';
const CAIO = { email: 'caio.rezende@example.com', lastName: 'Rezende' } as const;
const t = localeText('pt-BR');
const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;

/** A page of this project's size in a Chromium whose front camera shows `face` (a new browser per face). */
async function pageWithFace(
  playwright: Playwright,
  launchOptions: LaunchOptions,
  use: TestInfo['project']['use'],
  face: string,
): Promise<{ page: Page; browser: Browser }> {
  const video = await makeFaceVideo(face);
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video)],
  });
  const context = await browser.newContext({
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  return { page: await context.newPage(), browser };
}

let browser: Browser | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

async function withFace(
  playwright: Playwright,
  launchOptions: LaunchOptions,
  testInfo: TestInfo,
  face: string,
) {
  const opened = await pageWithFace(playwright, launchOptions, testInfo.project.use, face);
  browser = opened.browser;
  return opened.page;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const url = (baseURL: string | undefined, path = '/') => hotelUrl(baseURL, HOTEL, path);

/** The guest's token and id, as the portal keeps them, for the API's own answer. */
/** The camera is on and showing a frame: the button takes a picture (before, a tap does nothing). */
async function takePicture(page: Page) {
  const take = page.getByRole('button', { name: t('face:capture.take') });
  await expect(take).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
  await take.click();
}

/** GET (the status) or DELETE (the withdrawal) of the signed-in guest's biometrics, from the page. */
async function biometricsCall(page: Page, method: 'GET' | 'DELETE') {
  const { guestId, token } = await page.evaluate(() => {
    for (const store of [window.localStorage, window.sessionStorage]) {
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index) ?? '';
        if (key.startsWith('hospedar.token.')) {
          const saved = JSON.parse(store.getItem(key) ?? '{}') as { token?: string };
          return { guestId: key.slice('hospedar.token.'.length), token: saved.token ?? '' };
        }
      }
    }
    return { guestId: '', token: '' };
  });
  // From the page: the hotel's name (marazul.localhost) resolves in Chromium, not in Node.
  const answer = await page.evaluate(
    async ({ id, bearer, verb }) => {
      const response = await fetch(`/api/clients/${id}/biometrics`, {
        method: verb,
        headers: { authorization: `Bearer ${bearer}` },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { id: guestId, bearer: token, verb: method },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function biometricsStatus(page: Page) {
  return (await biometricsCall(page, 'GET')) as { consent: unknown; faceCount: number };
}

async function showIn(page: Page, language: TAnyLanguage, path: string, baseURL: string | undefined) {
  // A new page is about:blank, whose storage is nobody's: open the hotel first.
  if (!page.url().startsWith('http')) await page.goto(url(baseURL, '/'));
  await page.evaluate((lang) => window.localStorage.setItem('hospedar.lang', lang), language);
  await page.goto(url(baseURL, path));
}

/** From the search's Face tab to the picture, then the search. */
async function searchByFace(page: Page, baseURL: string | undefined) {
  await openSearch(page, { hotel: { subdomain: HOTEL, baseURL } });
  await page.getByRole('tab', { name: t('search:tabs.facial_recognition'), exact: true }).click();
  await page.getByRole('link', { name: t('search:facial.start') }).click();
  await expect(page.getByRole('heading', { name: t('face:instructions.searchTitle') })).toBeVisible();
  await page.getByRole('link', { name: t('face:instructions.start') }).click();
  await expect(page.getByRole('heading', { name: t('face:capture.title') })).toBeVisible();
  const searched = page.waitForResponse((response) => response.url().endsWith('/api/appointments/search'));
  await takePicture(page);
  return searched;
}

test.describe('registering the face', () => {
  test('a no stores nothing; a yes, then the picture, registers the face', async ({
    playwright,
    launchOptions,
    request,
    baseURL,
  }, testInfo) => {
    const page = await withFace(playwright, launchOptions, testInfo, 'person-a-01');
    await signInByEmail(page, request, CAIO, { hotel: { subdomain: HOTEL, baseURL } });
    // A retry starts where the first try began: nothing consented, nothing registered.
    if (testInfo.retry > 0) await biometricsCall(page, 'DELETE');
    await expect(page.getByRole('link', { name: t('guests:face.open') })).toHaveAttribute(
      'href',
      '/welcome/take-picture-instructions/takePicture',
    );
    for (const language of LANGUAGES) {
      const tl = localeText(language);
      const check = a11yChecker(page, testInfo, language);
      await showIn(page, language, '/welcome/take-picture-instructions/takePicture', baseURL);
      await expect(page.getByTestId('face-status')).toHaveText(tl('face:status.none'));
      await check('face-status');
      await page.getByRole('button', { name: tl('face:status.register') }).click();
      const dialog = page.getByRole('dialog', { name: tl('face:consent.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(tl('face:consent.what'));
      await check('face-consent', { fullPage: false });
      if (testInfo.project.name === 'desktop') {
        expect((await dialog.boundingBox())?.width).toBe(490);
      }
      await dialog.getByRole('button', { name: tl('face:consent.no') }).click();
      await expect(page.getByText(tl('face:consent.noStored'))).toBeVisible();
    }
    expect(await biometricsStatus(page)).toMatchObject({ consent: null, faceCount: 0 });

    await showIn(page, 'pt-BR', '/welcome/take-picture-instructions/takePicture', baseURL);
    await page.getByRole('button', { name: t('face:status.register') }).click();
    const consented = page.waitForResponse((r) => r.url().endsWith('/biometrics/consent'));
    await page.getByRole('button', { name: t('face:consent.yes') }).click();
    expect((await consented).status()).toBe(200);
    await expect(page.getByRole('heading', { name: t('face:capture.title') })).toBeVisible();
    await saveScreenshot(page, testInfo, 'face-capture-register-pt-BR');
    const indexed = page.waitForResponse((r) => r.url().endsWith('/api/clients/index-biometrics'));
    await takePicture(page);
    expect((await indexed).status()).toBe(200);
    await expect(page.getByRole('heading', { name: t('face:registered.title') })).toBeVisible();
    await a11yChecker(page, testInfo, 'pt-BR')('face-registered');
    expect(await biometricsStatus(page)).toMatchObject({ faceCount: 1 });
  });
});

test.describe("a stranger's face", () => {
  test('finds no reservation', async ({ playwright, launchOptions, baseURL }, testInfo) => {
    // A search that finds nothing is the same at every size (its screen is the other searches' one).
    test.skip(testInfo.project.name !== 'mobile', 'size-independent: the phone, where faces are searched');
    const page = await withFace(playwright, launchOptions, testInfo, 'other-01');
    const searched = await searchByFace(page, baseURL);
    expect(await (await searched).json()).toEqual([]);
    await expect(page.getByText(t('search:notFound.title')).first()).toBeVisible();
    await a11yChecker(page, testInfo, 'pt-BR')('face-search-not-found');
  });
});

test.describe('another photo of the same guest', () => {
  test('finds the reservation; after the withdrawal nothing is kept and the face finds nothing', async ({
    playwright,
    launchOptions,
    request,
    baseURL,
  }, testInfo) => {
    const page = await withFace(playwright, launchOptions, testInfo, 'person-a-02');
    for (const language of LANGUAGES) {
      await showIn(page, language, '/welcome/facial-recognition-instructions/facialRecognition', baseURL);
      await expect(
        page.getByRole('heading', { name: localeText(language)('face:instructions.searchTitle') }),
      ).toBeVisible();
      await a11yChecker(page, testInfo, language)('face-search-instructions');
    }
    await showIn(page, 'pt-BR', '/', baseURL);
    const searched = await searchByFace(page, baseURL);
    expect((await searched).status()).toBe(200);
    await expect(page).toHaveURL(/\/data-validation$/);

    // The usual way on: the PIN, then the guest list, where the face is managed.
    await verifyByEmailPin(page, request, CAIO, { hotel: { subdomain: HOTEL, baseURL } });
    for (const language of LANGUAGES) {
      const tl = localeText(language);
      await showIn(page, language, '/welcome/take-picture-instructions/takePicture', baseURL);
      await page.getByRole('button', { name: tl('face:status.withdraw') }).click();
      await expect(page.getByRole('dialog', { name: tl('face:withdraw.title') })).toBeVisible();
      await a11yChecker(page, testInfo, language)('face-withdraw', { fullPage: false });
      await page.getByRole('button', { name: tl('face:withdraw.cancel') }).click();
    }
    await showIn(page, 'pt-BR', '/welcome/take-picture-instructions/takePicture', baseURL);
    await page.getByRole('button', { name: t('face:status.withdraw') }).click();
    const withdrawn: Promise<Response> = page.waitForResponse(
      (r) => r.url().endsWith('/biometrics') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: t('face:withdraw.confirm'), exact: true }).click();
    const deleted = (await (await withdrawn).json()) as { deletedTemplates: number; deletedImages: number };
    expect(deleted.deletedTemplates).toBe(1);
    expect(deleted.deletedImages).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(t('face:withdraw.done'))).toBeVisible();
    await expect(page.getByTestId('face-status')).toHaveText(t('face:status.none'));
    expect(await biometricsStatus(page)).toMatchObject({ consent: null, faceCount: 0 });

    // Someone else on this phone (the browser forgets the guest, as Sign out does): the face finds nothing.
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    const again = await searchByFace(page, baseURL);
    expect(await (await again).json()).toEqual([]);
  });
});
