import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText } from './support/locale-text.ts';
import { saveScreenshot } from './support/screens.ts';

// Demo guests (apps/api/src/db/seed/DEMO.md) that no other spec changes: on a phone Isabela Nunes, alone
// in 1007; on desktop Emily Miller, companion in 1040 (John's card is not hers to change). find-and-verify
// only signs them in, earlier in the same project, so this spec is the one that waits out a PIN countdown.
const GUESTS = {
  mobile: { email: 'isabela.nunes@example.com', lastName: 'Nunes', fullName: 'Isabela Nunes', other: null },
  desktop: { email: 'emily.miller@example.com', lastName: 'Miller', fullName: 'Emily Miller', other: 'John' },
} as const;

const t = localeText('pt-BR');

// A PIN may have gone to the guest in another spec moments ago: the sign-in then waits out the countdown.
test.setTimeout(240_000);

/** A portrait-ish JPEG: a warm background and a face-like figure, so a crop or stretch shows. */
function makePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#0f766e"/>
    <circle cx="450" cy="520" r="230" fill="#f2c8a0"/>
    <rect x="170" y="800" width="560" height="400" rx="200" fill="#1e3a8a"/>
    <circle cx="370" cy="500" r="22" fill="#1f2937"/><circle cx="530" cy="500" r="22" fill="#1f2937"/>
    <path d="M370 610 q80 60 160 0" stroke="#9f1239" stroke-width="16" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const card = (page: Page, name: RegExp): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** The card's photo has loaded (an <img> with pixels), not the default drawing. */
async function expectLoadedPhoto(photo: Locator): Promise<void> {
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('a guest changes their photo on the guest list, and it is still there after a reload', async ({
  page,
  request,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  const guest = isDesktop ? GUESTS.desktop : GUESTS.mobile;
  await signInByEmail(page, request, guest);

  const own = card(page, new RegExp(`^${guest.fullName}`));
  await expect(own).toBeVisible();
  await expect(own.locator('img')).toHaveCount(0);
  if (guest.other) {
    const other = card(page, new RegExp(`^${guest.other}`));
    await expect(other.getByRole('button')).toHaveCount(0);
  }
  await saveScreenshot(page, testInfo, 'guest-photo-default-pt-BR');

  const action = isDesktop
    ? own.getByRole('button', { name: t('documents:avatar.editPhotoOf', { name: guest.fullName }) })
    : own.getByRole('button', { name: t('documents:avatar.uploadPhoto', { name: guest.fullName }) });
  if (isDesktop) await expect(action).toHaveText(t('documents:avatar.editPhoto'));
  const chooser = page.waitForEvent('filechooser');
  const save = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/clients\//.test(response.url()),
  );
  await action.click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await makePhoto() });

  // The action neither opened the card (desktop) nor selected it (phone).
  await expect(page).toHaveURL(/\/home$/);
  if (!isDesktop) {
    await expect(own.getByRole('button', { name: new RegExp(`^${guest.fullName}`) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  const photo = own.locator('img.guest-avatar__photo');
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expectLoadedPhoto(photo);
  await expect(photo).toHaveAttribute('alt', '');
  await expect(own.getByRole('status')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'guest-photo-changed-pt-BR');

  expect((await save).status()).toBe(200);
  await page.reload();
  const saved = card(page, new RegExp(`^${guest.fullName}`)).locator('img.guest-avatar__photo');
  await expect(saved).toHaveAttribute('src', /^(?!blob:)/);
  await expectLoadedPhoto(saved);
  const size = await saved.boundingBox();
  expect(size?.width).toBe(isDesktop ? 72 : 64);
  expect(size?.height).toBe(isDesktop ? 72 : 64);
  await saveScreenshot(page, testInfo, 'guest-photo-saved-pt-BR');
});
