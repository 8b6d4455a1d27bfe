import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUEST_ID } from '../test-support/fixtures.ts';
import { stubApi } from '../test-support/render-step.tsx';
import { makeCharge, makeOrder, makePayResponse, RECEIPT } from './test-support/payment-fixtures.ts';
import { makeClientWithOrder, renderWarranty } from './test-support/render-warranty.tsx';
import { WarrantyPage } from './warranty-page.tsx';

describe('the warranty step', () => {
  it('shows the amount to authorize and the four ways to guarantee it', async () => {
    stubApi((method, url) =>
      method === 'GET' && url === `/api/clients/${GUEST_ID}`
        ? { status: 200, body: makeClientWithOrder() }
        : undefined,
    );
    await renderWarranty(<WarrantyPage />);
    expect(await screen.findByText('R$450.00', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the amount covers' })).toHaveTextContent(
      'Diária × 3R$450.00',
    );
    expect(screen.getByText('Guarantee needed by 01/12/2026')).toBeInTheDocument();
    expect(
      screen.getByText('This hotel needs the guarantee before you finish the guest list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Save a card and pay/ })).toHaveAttribute(
      'href',
      '/reservation/warranty/credit-card-registration',
    );
    expect(screen.getByRole('link', { name: /Use a saved card/ })).toHaveAttribute(
      'href',
      '/reservation/warranty/wallet-payment',
    );
    expect(screen.getByRole('link', { name: /Pay without saving the card/ })).toHaveAttribute(
      'href',
      '/reservation/warranty/unregistered-payment',
    );
    expect(screen.getByRole('button', { name: /Pay at the hotel/ })).toBeInTheDocument();
  });

  it('asks before paying at the hotel, sends it once with an Idempotency-Key, then goes to the guest list', async () => {
    const fetchMock = stubApi((method, url) => {
      if (method === 'GET' && url === `/api/clients/${GUEST_ID}`)
        return { status: 200, body: makeClientWithOrder() };
      if (method === 'POST' && url === '/api/payment/pay') {
        const order = makeOrder({
          status: 'guaranteed',
          chargesAtCheckin: [makeCharge({ status: 'pay_at_hotel' })],
        });
        return { status: 200, body: makePayResponse({ status: 'pay_at_hotel', receipt: null, order }) };
      }
      return undefined;
    });
    const { navigation } = await renderWarranty(<WarrantyPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Pay at the hotel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay at the hotel?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Pay at the hotel/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, pay at the hotel' }));
    await waitFor(() => expect(navigation.returnHome).toHaveBeenCalled());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const [, init] = posts[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      payments: [{ type: 'pay_at_hotel' }],
      isClosed: true,
    });
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the receipt once the charge is authorized: amount, card, code, date, and where it was e-mailed', async () => {
    const order = makeOrder({
      status: 'guaranteed',
      closed: true,
      chargesAtCheckin: [makeCharge({ status: 'authorized', receipt: RECEIPT })],
    });
    stubApi((method, url) =>
      method === 'GET' && url === `/api/clients/${GUEST_ID}`
        ? { status: 200, body: makeClientWithOrder(order) }
        : undefined,
    );
    const { navigation } = await renderWarranty(<WarrantyPage />);
    const receipt = await screen.findByRole('region', { name: 'Guarantee registered' });
    expect(within(receipt).getByText('R$450.00')).toBeInTheDocument();
    expect(within(receipt).getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(within(receipt).getByText('A1B2C3')).toBeInTheDocument();
    expect(within(receipt).getByText('26/11/2026')).toBeInTheDocument();
    expect(
      within(receipt).getByText('We sent this receipt to lucas.ferreira@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Save a card/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigation.finishFlow).toHaveBeenCalled();
  });
});
