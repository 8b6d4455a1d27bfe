import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TFnrhDigitalGuestCheck } from '@hospedar/contracts/fnrh-digital/guest-check';
import { API_COUNTRIES, COUNTRIES_URL_EN } from '../../../test/countries.ts';
import { ConfirmationPage } from '../confirmation/confirmation-page.tsx';
import { GUEST_ID, makeClient, makeFlowCompany, makeGuest } from '../test-support/fixtures.ts';
import { callsOf, makeNavigation, renderStep, stubApi } from '../test-support/render-step.tsx';
import type { TRoute } from '../test-support/render-step.tsx';

const CHECK_URL = `/api/clients/${GUEST_ID}/fnrh-digital`;
const TITLE = "FNRH Digital, the government's system, cannot take this form yet";

const api =
  (check: TFnrhDigitalGuestCheck | null): TRoute =>
  (method, url) => {
    if (method === 'GET' && url === `/api/clients/${GUEST_ID}`)
      return { status: 200, body: makeClient(makeGuest()) };
    if (method === 'GET' && url === CHECK_URL)
      return check ? { status: 200, body: check } : { status: 500, body: { code: 'INTERNAL_ERROR' } };
    if (method === 'POST' && url === '/api/clients/finalize-register')
      return { status: 200, body: { clientId: GUEST_ID, fnrhId: 'FNRH-1', isFirstFinalization: true } };
    if (url === COUNTRIES_URL_EN) return { status: 200, body: API_COUNTRIES };
    if (url.startsWith('/api/countries/')) return { status: 200, body: [] };
    return undefined;
  };

async function renderConfirmation(check: TFnrhDigitalGuestCheck | null, isLastStep = false) {
  const fetchMock = stubApi(api(check));
  const navigation = makeNavigation('confirmation', { isLastStep });
  await renderStep(<ConfirmationPage />, { company: makeFlowCompany(), navigation });
  await screen.findByRole('region', { name: 'Personal data' });
  return { fetchMock, navigation };
}

describe('the FNRH Digital notice on the confirmation', () => {
  it('says what FNRH Digital would refuse, one text a reason, each with a link to the part that fixes it', async () => {
    const { navigation } = await renderConfirmation({
      isEnabled: true,
      refusals: ['no-accepted-document', 'no-ibge-city'],
    });
    const notice = await screen.findByRole('region', { name: TITLE });
    expect(within(notice).getByText(/You can still send it to the hotel/)).toBeInTheDocument();
    const items = within(notice).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'FNRH Digital takes only a CPF or a passport. Add one of them as the document.',
      'For residents of Brazil, FNRH Digital needs the city picked from the list of cities.',
    ]);
    const toDocument = within(notice).getByRole('link', { name: 'Go to Document' });
    expect(toDocument).toHaveAttribute('href', '/reservation/personal-info#pi-document-section');
    const toAddress = within(notice).getByRole('link', { name: 'Go to Address' });
    expect(toAddress).toHaveAttribute('href', '/reservation/personal-info#pi-address-section');
    await userEvent.setup().click(toAddress);
    expect(navigation.goTo).toHaveBeenLastCalledWith('personal-info', 'pi-address-section');
    // It comes first, before the answers.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(TITLE);
  });

  it("names a minor's guardian without a link: the fix is the main guest's own form", async () => {
    await renderConfirmation({ isEnabled: true, refusals: ['minor-without-guardian'] });
    const notice = await screen.findByRole('region', { name: TITLE });
    expect(notice).toHaveTextContent(
      'A minor is registered with a guardian: the main guest of the reservation needs a CPF or a passport in their own form.',
    );
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lets the guest finish anyway', async () => {
    const { fetchMock } = await renderConfirmation(
      { isEnabled: true, refusals: ['no-accepted-document'] },
      true,
    );
    await screen.findByRole('region', { name: TITLE });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm and send' }));
    await screen.findByRole('dialog', { name: 'Your form has been sent' });
    expect(callsOf(fetchMock, 'POST').map(([url]) => url)).toEqual(['/api/clients/finalize-register']);
  });

  it('shows nothing when the hotel has no FNRH Digital, when it would take the form, or when the check fails', async () => {
    for (const check of [
      { isEnabled: false, refusals: [] },
      { isEnabled: true, refusals: [] },
      null,
    ] satisfies (TFnrhDigitalGuestCheck | null)[]) {
      const { fetchMock } = await renderConfirmation(check);
      await waitFor(() => expect(callsOf(fetchMock, 'GET').some(([url]) => url === CHECK_URL)).toBe(true));
      expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
