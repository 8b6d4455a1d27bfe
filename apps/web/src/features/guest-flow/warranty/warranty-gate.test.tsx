import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query/query-client.ts';
import { GUEST_ID } from '../test-support/fixtures.ts';
import { stubApi } from '../test-support/render-step.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { rememberOrder } from './api/order-query.ts';
import { makeCharge, makeOrder, makePayResponse } from './test-support/payment-fixtures.ts';
import { makeClientWithOrder, renderWarranty } from './test-support/render-warranty.tsx';
import { WarrantyGate } from './warranty-gate.tsx';

const ACCESS = {
  accessToken: 'access',
  expiresAt: '2099-01-01T00:00:00.000Z',
  scope: 'charge',
  personId: makeClientWithOrder().guest.personId,
  chargeId: makeCharge().id,
  amount: 45000,
  currency: 'BRL',
  processor: { driver: 'sandbox', publicKey: null, tokenizationUrl: '/sandbox-processor/core/v5/tokens' },
};

function PayingScreen() {
  return (
    <RecordGate guestId={GUEST_ID}>
      {(client) => (
        <WarrantyGate client={client}>{(context) => <p>Paying {context.charge.status}</p>}</WarrantyGate>
      )}
    </RecordGate>
  );
}

describe('the warranty gate of the paying screens', () => {
  it('keeps its screen while a payment sent from it moves the order on, so the screen can go to the processing', async () => {
    stubApi((method, url) => {
      if (method === 'GET' && url === `/api/clients/${GUEST_ID}`)
        return { status: 200, body: makeClientWithOrder() };
      if (method === 'GET' && url.startsWith('/api/access-token/')) return { status: 200, body: ACCESS };
      return undefined;
    });
    await renderWarranty(<PayingScreen />, '/reservation/warranty/unregistered-payment');
    expect(await screen.findByText('Paying created')).toBeInTheDocument();
    const challenged = makePayResponse({ status: 'challenge', receipt: null }).order;
    act(() => {
      rememberOrder(queryClient, 'company', '1001', {
        ...challenged,
        chargesAtCheckin: [makeCharge({ status: 'challenge' })],
      });
    });
    expect(screen.getByText('Paying created')).toBeInTheDocument();
    expect(screen.queryByText('/reservation/warranty')).not.toBeInTheDocument();
  });

  it('sends a screen opened without a payable charge back to the warranty', async () => {
    stubApi((method, url) =>
      method === 'GET' && url === `/api/clients/${GUEST_ID}`
        ? {
            status: 200,
            body: makeClientWithOrder(
              makeOrder({ chargesAtCheckin: [makeCharge({ status: 'authorized' })] }),
            ),
          }
        : undefined,
    );
    await renderWarranty(<PayingScreen />, '/reservation/warranty/unregistered-payment');
    expect(await screen.findByText('/reservation/warranty')).toBeInTheDocument();
  });
});
