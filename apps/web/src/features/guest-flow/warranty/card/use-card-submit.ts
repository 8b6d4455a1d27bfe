import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_INSTALLMENTS } from '@hospedar/contracts/payment/pay';
import type { TFrameIssue } from '../../../../lib/payment/card-frame-protocol.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { notifications } from '../../../../components/notifications/notification-store.ts';
import { useErrorText } from '../../../../lib/i18n/use-error-text.ts';
import { useAddCard } from '../api/cards.ts';
import { processingPath, WARRANTY_PATHS } from '../paths.ts';
import type { TPayContext } from '../use-pay-charge.ts';
import { usePayCharge } from '../use-pay-charge.ts';
import { toFrameBilling } from './card-holder-values.ts';
import type { useCardFrame } from './use-card-frame.ts';
import type { useCardHolderForm } from './use-card-holder-form.ts';

/** register: save the card, then pay with it; unregistered: pay with the card once; add: save it for the wallet. */
export type TCardFormMode = 'register' | 'unregistered' | 'add';

type TSubmitInput = {
  mode: TCardFormMode;
  form: ReturnType<typeof useCardHolderForm>;
  frame: ReturnType<typeof useCardFrame>;
  payContext: TPayContext;
  accessToken: string;
};

/**
 * The card form's main action: check the form's fields and the frame's, have the frame tokenize the
 * card with the billing address, then save it (register, add) and pay (register, unregistered). One
 * submit at a time: a second tap while one runs does nothing.
 */
export function useCardSubmit({ mode, form, frame, payContext, accessToken }: TSubmitInput) {
  const { t } = useTranslation('payment');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const addCard = useAddCard();
  const payment = usePayCharge(payContext);
  const [frameIssues, setFrameIssues] = useState<TFrameIssue[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [hasTried, setHasTried] = useState(false);
  const isRunning = useRef(false);

  const fail = (error: unknown, fallback: string) => {
    const code = error instanceof ApiError ? error.code : null;
    notifications.notify({
      severity: 'error',
      message: code && code !== 'UNKNOWN_ERROR' ? errorText(code) : fallback,
    });
  };

  async function run() {
    form.showAll();
    const cardIssues = await frame.validate();
    setFrameIssues(cardIssues);
    if (!form.isValid || cardIssues.length > 0) return;
    const outcome = await frame.tokenize(form.values.holderName.trim(), toFrameBilling(form.values));
    if (outcome.kind === 'invalid') {
      setFrameIssues(outcome.issues);
      return;
    }
    if (outcome.kind === 'failed') {
      notifications.notify({
        severity: 'error',
        message:
          outcome.reason === 'refused'
            ? t('errors.tokenizeFailed')
            : errorText('PAYMENT_PROCESSOR_UNAVAILABLE'),
      });
      return;
    }
    const { charge, personId } = payContext;
    if (mode === 'unregistered') {
      const answer = await payment
        .send(
          {
            type: 'credit_card',
            amount: charge.amount,
            installments: PAYMENT_INSTALLMENTS,
            cardToken: outcome.card.token,
            saveCard: false,
          },
          accessToken,
        )
        .catch((error: unknown) => fail(error, t('errors.payFailed')));
      if (!answer) return;
      form.clearDraft();
      navigate(processingPath(answer.paymentId));
      return;
    }
    const saved = await addCard
      .mutateAsync({ personId, accessToken, request: { cardToken: outcome.card.token } })
      .catch((error: unknown) => fail(error, t('errors.saveFailed')));
    if (!saved) return;
    form.clearDraft();
    const walletWithCard = `${WARRANTY_PATHS.wallet}?card=${encodeURIComponent(saved.id)}`;
    if (mode === 'add') {
      navigate(walletWithCard);
      return;
    }
    const answer = await payment
      .send(
        { type: 'saved_card', amount: charge.amount, installments: PAYMENT_INSTALLMENTS, cardId: saved.id },
        accessToken,
      )
      .catch((error: unknown) => fail(error, t('errors.payFailed')));
    // The card is saved either way: after a failed payment the wallet offers it again.
    navigate(answer ? processingPath(answer.paymentId) : walletWithCard);
  }

  async function submit() {
    if (isRunning.current) return;
    isRunning.current = true;
    setIsBusy(true);
    setHasTried(true);
    try {
      await run();
    } finally {
      isRunning.current = false;
      setIsBusy(false);
    }
  }

  return { submit: () => void submit(), isBusy, frameIssues, hasTried };
}
