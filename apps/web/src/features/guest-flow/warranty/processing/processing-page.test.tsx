import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUEST_ID } from '../../test-support/fixtures.ts';
import { stubApi } from '../../test-support/render-step.tsx';
import { makeCharge, makeOrder, makePayResponse, PAYMENT_ID } from '../test-support/payment-fixtures.ts';
import { makeClientWithOrder, renderWarranty } from '../test-support/render-warranty.tsx';
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

  it('shows the receipt of an approved payment', async () => {
    api(makePayResponse());
    const { navigation } = await renderWarranty(<ProcessingPaymentPage />, URL);
    const receipt = await screen.findByRole('region', { name: 'Guarantee registered' });
    expect(within(receipt).getByText('Visa ending in 1111')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigation.finishFlow).toHaveBeenCalled();
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
