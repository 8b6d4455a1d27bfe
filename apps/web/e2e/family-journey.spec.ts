import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import {
  acceptTerms,
  fillTripData,
  guestCard as card,
  openGuest,
  signAndFinalize,
  startsWith,
  TRIP_WORDS,
  type TTripWords,
} from './support/guest-form.ts';
import { localeText, type TLanguage, type TLocaleText } from './support/locale-text.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// A fresh family per language and project (apps/api/src/db/seed/DEMO.md): no other spec signs in with
// them, so each run starts from a main guest and a child who have not filled anything yet. In pt-BR,
// Brazilian families (1021, 1023) whose child shows an identity document besides the CPF; in en-US,
// foreigners living in Brazil (1025, 1026) whose passports need nothing more.
type TFamily = {
  reservationNumber: string;
  main: { email: string; lastName: string; fullName: string };
  child: { fullName: string; additionalDocument?: { typeId: string; number: string } };
  zip: { typed: string; street: string };
  search: { state: string; city: string; street: string; pick: RegExp };
  picked: { zip: string; street: string; neighborhood: string };
};

const FLORIANOPOLIS_ZIP = { typed: '88015530', street: 'Rua Bocaiúva' };
const SEARCH_FLORIANOPOLIS = {
  search: { state: 'SC', city: 'Florianópolis', street: 'Rendeiras', pick: /Avenida das Rendeiras/ },
  picked: { zip: '88062000', street: 'Avenida das Rendeiras', neighborhood: 'Lagoa da Conceição' },
};
const SEARCH_SAO_PAULO = {
  search: { state: 'SP', city: 'São Paulo', street: 'Paulista', pick: /Avenida Paulista/ },
  picked: { zip: '01310200', street: 'Avenida Paulista', neighborhood: 'Bela Vista' },
};

const JOURNEYS: Record<TLanguage, { words: TTripWords; families: Record<'mobile' | 'desktop', TFamily> }> = {
  'pt-BR': {
    words: TRIP_WORDS['pt-BR'],
    families: {
      mobile: {
        reservationNumber: '1021',
        main: { email: 'fernanda.lopes@example.com', lastName: 'Lopes', fullName: 'Fernanda Lopes' },
        child: { fullName: 'Miguel Lopes', additionalDocument: { typeId: '3', number: '45.678.912-3' } },
        zip: FLORIANOPOLIS_ZIP,
        ...SEARCH_FLORIANOPOLIS,
      },
      desktop: {
        reservationNumber: '1023',
        main: { email: 'gustavo.pires@example.com', lastName: 'Pires', fullName: 'Gustavo Pires' },
        child: { fullName: 'Alice Pires', additionalDocument: { typeId: '3', number: '45.678.912-3' } },
        zip: FLORIANOPOLIS_ZIP,
        ...SEARCH_SAO_PAULO,
      },
    },
  },
  'en-US': {
    words: TRIP_WORDS['en-US'],
    families: {
      mobile: {
        reservationNumber: '1025',
        main: { email: 'sarah.bennett@example.com', lastName: 'Bennett', fullName: 'Sarah Bennett' },
        child: { fullName: 'Noah Bennett' },
        zip: FLORIANOPOLIS_ZIP,
        ...SEARCH_FLORIANOPOLIS,
      },
      desktop: {
        reservationNumber: '1026',
        main: { email: 'daniel.walsh@example.com', lastName: 'Walsh', fullName: 'Daniel Walsh' },
        child: { fullName: 'Chloe Walsh' },
        zip: FLORIANOPOLIS_ZIP,
        ...SEARCH_SAO_PAULO,
      },
    },
  },
};

test.setTimeout(300_000);

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** The main guest's own form: a zip lookup, a reload, the forgot-address path, the consent. */
async function fillOwnPersonalInfo(page: Page, t: TLocaleText, family: TFamily): Promise<void> {
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  const address = section(page, t('personal-info:sections.address'));
  const street = address.getByLabel(t('personal-info:fields.address'), { exact: true });
  const complement = address.getByLabel(startsWith(t('personal-info:fields.addressComplement')));
  await address.getByLabel(t('personal-info:fields.zipCode')).fill(family.zip.typed);
  await expect(street).toHaveValue(family.zip.street);
  await complement.fill('Casa dos fundos');

  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText(t('personal-info:restored'))).toBeVisible();
  await expect(complement).toHaveValue('Casa dos fundos');

  await address.getByRole('link', { name: t('personal-info:zip.forgot') }).click();
  await page.getByLabel(t('personal-info:forgotAddress.state')).selectOption(family.search.state);
  await page.getByLabel(t('personal-info:forgotAddress.city')).selectOption(family.search.city);
  await page.getByLabel(t('personal-info:forgotAddress.street')).fill(family.search.street);
  await page.getByRole('button', { name: t('personal-info:forgotAddress.search') }).click();
  await page.getByRole('button', { name: family.search.pick }).first().click();
  await expect(street).toHaveValue(family.picked.street);
  await address.getByLabel(t('personal-info:fields.addressNumber'), { exact: true }).fill('77');
  await acceptTerms(page, t);
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
}

/** The child's form, filled by the main guest: an identity document besides a CPF, the consent. */
async function fillChildPersonalInfo(page: Page, t: TLocaleText, child: TFamily['child']): Promise<void> {
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  if (child.additionalDocument) {
    const documents = section(page, t('personal-info:sections.document'));
    await documents
      .getByLabel(t('personal-info:fields.additionalDocumentType'), { exact: false })
      .first()
      .selectOption(child.additionalDocument.typeId);
    await documents
      .getByLabel(t('personal-info:fields.additionalDocumentNumber'))
      .fill(child.additionalDocument.number);
  }
  await acceptTerms(page, t);
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
}

/** A guest as the hotel receives it (apps/api/src/modules/guests/fnrh-record.ts). */
type THotelGuest = Record<string, unknown> & {
  isChild: boolean;
  fnrhId: string | null;
  signatureId: string | null;
  documents: { isMain: boolean; documentTypeId: number; documentNumber: string }[];
};

for (const language of ['pt-BR', 'en-US'] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test(`the main guest of a family fills her FNRH and her child’s, signs, and finishes the list (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      const t = localeText(language);
      const { words, families } = JOURNEYS[language];
      const isDesktop = testInfo.project.name === 'desktop';
      const family = isDesktop ? families.desktop : families.mobile;
      await signInByEmail(page, request, family.main, { language });
      await page
        .getByRole('dialog', { name: t('guests:minorInReservation.title') })
        .getByRole('button', { name: t('guests:minorInReservation.action') })
        .click();

      // Their own form: personal info, trip data, confirmation, signature.
      await openGuest(page, t, isDesktop, family.main.fullName);
      await fillOwnPersonalInfo(page, t, family);
      await fillTripData(page, t, words);
      await expect(
        page.getByRole('heading', { name: t('guest-flow:confirmation.title'), level: 1 }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, `journey-confirmation-${language}`);
      await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
      await signAndFinalize(page, t, isDesktop, () =>
        saveScreenshot(page, testInfo, `journey-signature-${language}`),
      );
      // The main guest's accommodation preferences come next; skipping them goes on to the list.
      await expect(page).toHaveURL(/\/reservation\/accommodation$/);
      await page.getByRole('button', { name: t('accommodation:skip') }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(card(page, startsWith(family.main.fullName))).toContainText(
        t('guests:card.status.completed'),
      );

      // The child's form: the notice about minors first; no signature for children.
      await openGuest(page, t, isDesktop, family.child.fullName);
      await page
        .getByRole('dialog', { name: t('guests:hasChildren.title') })
        .getByRole('button', { name: t('guests:hasChildren.accept') })
        .click();
      await fillChildPersonalInfo(page, t, family.child);
      await fillTripData(page, t, words);
      await expect(
        page.getByRole('heading', { name: t('guest-flow:confirmation.title'), level: 1 }),
      ).toBeVisible();
      await page.getByRole('button', { name: t('guest-flow:confirmation.confirmAndSend') }).click();
      // The child's form is confirmed like every finalized form: the finalized modal (decision 64).
      await page
        .getByRole('dialog', { name: t('guest-flow:finalized.title') })
        .getByRole('button', { name: t('guest-flow:finalized.ok') })
        .click();
      await expect(page).toHaveURL(/\/home$/);

      // Every card completed: the main guest finishes the list.
      await expect(
        page.getByText(t('guests:page.progress', { completed: 2, total: 2 }), { exact: true }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, `journey-all-completed-${language}`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: t('guests:finish.action') }).click();
      await page
        .getByRole('dialog', { name: t('guests:finish.confirm.title') })
        .getByRole('button', { name: t('guests:finish.confirm.send') })
        .click();
      await expect(page.getByText(t('guests:finish.success'))).toBeVisible();

      // What the hotel received: the finished list with every field typed, both forms finalized.
      // The outbox worker delivers it moments after the finish.
      type THotelExport = { kind: string; payload: { finishedAt?: string; guests?: THotelGuest[] } };
      const finishedList = async () => {
        const received = await request.get(`/dev/hotel-exports.json?reservation=${family.reservationNumber}`);
        const { exports } = (await received.json()) as { exports: THotelExport[] };
        return exports.find((entry) => entry.kind === 'guest-list')?.payload;
      };
      await expect.poll(finishedList, { timeout: 15_000 }).toBeTruthy();
      const list = await finishedList();
      expect(list?.finishedAt).toBeTruthy();
      const own = list?.guests?.find((guest) => !guest.isChild);
      const child = list?.guests?.find((guest) => guest.isChild);
      expect(own).toMatchObject({
        zipCode: family.picked.zip,
        address: family.picked.street,
        neighborhood: family.picked.neighborhood,
        addressNumber: '77',
        addressComplement: 'Casa dos fundos',
        arrivingFrom: { country: 'BR', state: 'PR', city: 'Curitiba' },
        nextDestination: { country: 'UY', city: words.montevideo },
        arrivingBy: 'car',
        purposeTrip: 'leisure',
        additionalData: expect.objectContaining({ dietaryRestriction: 'none' }),
      });
      expect(own?.fnrhId).toBeTruthy();
      expect(own?.signatureId).toBeTruthy();
      expect(child?.fnrhId).toBeTruthy();
      expect(child?.signatureId).toBeNull();
      expect(child).toMatchObject({ arrivingFrom: { country: 'BR', state: 'PR', city: 'Curitiba' } });
      const extra = family.child.additionalDocument;
      if (extra) {
        expect(child?.documents).toContainEqual(
          expect.objectContaining({
            isMain: false,
            documentTypeId: Number(extra.typeId),
            documentNumber: extra.number,
          }),
        );
      }
    });
  });
}
