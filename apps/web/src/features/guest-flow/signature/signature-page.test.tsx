import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { GUEST_ID, makeClient, makeFlowCompany } from '../test-support/fixtures.ts';
import { callsOf, makeNavigation, renderStep, stubApi } from '../test-support/render-step.tsx';
import type { TAnswer } from '../test-support/render-step.tsx';
import { makeOrder } from '../warranty/test-support/payment-fixtures.ts';
import { DESKTOP_QUERY, SignaturePage } from './signature-page.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** jsdom has no canvas: only the 2D context (every drawing call does nothing) and the PNG are faked. */
function fakeCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) =>
      key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : () => undefined,
    set: (target, key, value: unknown) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
}

/** A stroke with the mouse, as signature_pad listens to it (pointer events). */
function drawOn(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, buttons: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { pointerId: 1, button: 0, buttons: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(window, { pointerId: 1, button: 0, buttons: 0, clientX: 90, clientY: 50 });
}

const ok = (body: unknown): TAnswer => ({ status: 200, body });

function api(
  signature: TAnswer = ok({ signatureId: '0d1c2b3a-4f5e-4d6c-8b7a-695847362514' }),
  client = makeClient(),
) {
  return stubApi((method, url) => {
    if (method === 'GET' && url === `/api/clients/${GUEST_ID}`) return ok(client);
    if (method === 'PUT' && url === `/api/clients/${GUEST_ID}/signature`) return signature;
    if (method === 'POST' && url === '/api/clients/finalize-register')
      return ok({ clientId: GUEST_ID, fnrhId: 'FNRH-1', isFirstFinalization: true });
    return undefined;
  });
}

beforeEach(() => {
  fakeCanvas();
});

describe('signature', () => {
  it('keeps Sign and send disabled while the pad is empty, and says why', async () => {
    api();
    await renderStep(<SignaturePage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('signature'),
    });
    const pad = await screen.findByRole('img', { name: 'Signature area' });
    expect(pad).toHaveAccessibleDescription(/Draw your signature inside the box/);
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByText('Draw your signature to continue.')).toBeInTheDocument();
  });

  it('names its main action Next when a later step follows, as every step does (decision 84)', async () => {
    api();
    await renderStep(<SignaturePage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('signature', { isLastStep: false }),
    });
    await screen.findByRole('img', { name: 'Signature area' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sign and send' })).toBeNull();
  });

  it('enables Sign and send once something is drawn, and Clear empties the pad again', async () => {
    api();
    await renderStep(<SignaturePage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('signature'),
    });
    drawOn(await screen.findByRole('img', { name: 'Signature area' }));
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeEnabled();
    expect(screen.getByText('Signature added.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
  });

  it('sends the PNG, finalizes the FNRH and shows the finalized modal; OK goes home', async () => {
    const fetchMock = api();
    const navigation = makeNavigation('signature');
    await renderStep(<SignaturePage />, { company: makeFlowCompany(), navigation });
    const user = userEvent.setup();
    drawOn(await screen.findByRole('img', { name: 'Signature area' }));
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));

    const modal = await screen.findByRole('dialog', { name: 'Your form has been sent' });
    expect(modal).toHaveAccessibleDescription(/has been sent to the hotel/);
    expect(callsOf(fetchMock, 'PUT')).toEqual([[`/api/clients/${GUEST_ID}/signature`, { image: PNG }]]);
    expect(callsOf(fetchMock, 'POST').map(([url]) => url)).toEqual(['/api/clients/finalize-register']);
    expect(navigation.finishFlow).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(navigation.finishFlow).toHaveBeenCalled();
  });

  it('signs with the name typed in a handwriting style, by keyboard alone', async () => {
    const fetchMock = api();
    await renderStep(<SignaturePage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('signature'),
    });
    const user = userEvent.setup();
    (await screen.findByRole('tab', { name: 'Draw' })).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
    expect(screen.getByText('Type your name to continue.')).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveFocus();
    await user.keyboard('Ana Souza');
    expect(screen.getByRole('img', { name: 'Your signature: Ana Souza' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Style 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Style 2' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign and send' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await screen.findByRole('dialog', { name: 'Your form has been sent' });
    expect(callsOf(fetchMock, 'PUT')).toEqual([[`/api/clients/${GUEST_ID}/signature`, { image: PNG }]]);
  });

  it('with an order, Sign and send sends the form and goes on to the warranty without the finalized modal', async () => {
    const fetchMock = api(undefined, { ...makeClient(), order: makeOrder() });
    const navigation = makeNavigation('signature');
    await renderStep(<SignaturePage />, { company: makeFlowCompany(), navigation });
    drawOn(await screen.findByRole('img', { name: 'Signature area' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign and send' }));
    await waitFor(() => expect(navigation.goNext).toHaveBeenCalled());
    expect(callsOf(fetchMock, 'POST').map(([url]) => url)).toEqual(['/api/clients/finalize-register']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed send as the red error for 3 s and keeps the drawing', async () => {
    const fetchMock = api({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } });
    await renderStep(<SignaturePage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('signature'),
    });
    drawOn(await screen.findByRole('img', { name: 'Signature area' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign and send' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message: 'An error occurred while saving the data.',
        duration: 3000,
      }),
    );
    expect(callsOf(fetchMock, 'POST')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeEnabled();
  });

  it('opens as a modal over the layout on desktop; Escape is Back', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === DESKTOP_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    api();
    const navigation = makeNavigation('signature');
    await renderStep(<SignaturePage />, { company: makeFlowCompany(), navigation });
    const modal = await screen.findByRole('dialog', { name: 'Signature' });
    expect(within(modal).getByRole('img', { name: 'Signature area' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Sign and send' })).toBeDisabled();
    await userEvent.setup().keyboard('{Escape}');
    expect(navigation.goBack).toHaveBeenCalled();
  });
});
