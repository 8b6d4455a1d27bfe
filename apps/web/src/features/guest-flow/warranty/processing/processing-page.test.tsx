import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { clientKeys } from '../../../../lib/guest-record/client-query.ts';
import { queryClient } from '../../../../lib/query/query-client.ts';
import { GUEST_ID } from '../../test-support/fixtures.ts';
import { stubApi } from '../../test-support/render-step.tsx';
import { makeCharge, makeOrder, makePayResponse, PAYMENT_ID } from '../test-support/payment-fixtures.ts';
import { makeClientWithOrder, renderWarranty } from '../test-support/render-warranty.tsx';
import { challengeHref } from '../paths.ts';
import { MAX_POLLS, processingView, ProcessingPaymentPage } from './processing-page.tsx';

function api(payment: ReturnType<typeof makePayResponse>) {
  return stubApi((method, url) => {
    if (method === 'GET' && url === `/api/clients/${GUEST_ID}`)
      return { status: 200, body: makeClientWithOrder() };
    if (method === 'GET' && url === `/api/payment/pay/${PAYMENT_ID}`) return { status: 200, body: payment };
    return undefined;
  });
}

const URL = `/reservation/warranty/processing-payment?payment=${PAYMENT_ID}`;

describe('processing the payment', () => {
  it('tells a declined card with its translated reason and lets the guest try another', async () => {
    const declined = makePayResponse({
      status: 'declined',
      declineCode: 'insufficient_funds',
      receipt: null,
      order: makeOrder({
        chargesAtCheckin: [makeCharge({ status: 'declined', declineCode: 'insufficient_funds' })],
      }),
    });
    api(declined);
    await renderWarranty(<ProcessingPaymentPage />, URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'The card was not authorized: insufficient funds. Use another card or contact your bank.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(await screen.findByText('/reservation/warranty')).toBeInTheDocument();
  });

  it("sends a challenged payment to the bank's page in this tab, in the guest language, with the way back", async () => {
    api(makePayResponse({ status: 'challenge', receipt: null, challengeUrl: '/sandbox-processor/3ds/ch_1' }));
    await renderWarranty(<ProcessingPaymentPage />, URL);
    const title = await screen.findByRole('heading', { name: 'Your bank asks you to confirm' });
    expect(title.closest('[role="status"]')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Confirm with your bank' });
    expect(link).not.toHaveAttribute('target');
    const href = new globalThis.URL(link.getAttribute('href') ?? '', 'http://portal.test');
    expect(href.pathname).toBe('/sandbox-processor/3ds/ch_1');
    expect(href.searchParams.get('lang')).toBe('en-US');
    expect(href.searchParams.get('return')).toBe(URL);
  });

  it("leaves another processor's challenge page as it came", () => {
    const outside = 'https://3ds.bank.example/challenge?id=1';
    expect(challengeHref(outside, 'es-ES', PAYMENT_ID)).toBe(outside);
    expect(challengeHref('/sandbox-processor/3ds/ch_1/../../api', 'es-ES', PAYMENT_ID)).toBe(
      '/sandbox-processor/3ds/ch_1/../../api',
    );
  });

  it('takes an approved payment to the warranty step, whose record already holds the receipt', async () => {
    api(makePayResponse());
    await renderWarranty(<ProcessingPaymentPage />, URL);
    expect(await screen.findByText('/reservation/warranty')).toBeInTheDocument();
    const record = queryClient.getQueryData<TGetClientResponse>(clientKeys.one(GUEST_ID));
    expect(record?.order?.chargesAtCheckin[0]?.status).toBe('authorized');
  });
});

describe('processingView', () => {
  it('waits while the processor has not answered, and says there is no answer after the last poll', () => {
    const processing = makePayResponse({ status: 'processing', receipt: null });
    expect(processingView(processing, 0)).toBe('waiting');
    expect(processingView(processing, MAX_POLLS)).toBe('timedOut');
    expect(processingView(makePayResponse({ status: 'timed_out', receipt: null }), 1)).toBe('timedOut');
    expect(processingView(makePayResponse({ status: 'challenge', receipt: null }), 1)).toBe('challenge');
  });
});
