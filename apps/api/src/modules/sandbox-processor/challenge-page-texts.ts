import type { TLanguage } from '@hospedar/contracts/constants';

/** Every text of the sandbox's 3-D Secure style page, in one language (decision 93). */
export type ChallengePageTexts = {
  title: string;
  intro: string;
  amountLabel: string;
  cardLabel: string;
  approve: string;
  refuse: string;
  approved: string;
  refused: string;
  unavailable: string;
  back: string;
};

export const CHALLENGE_PAGE_TEXTS: Record<TLanguage, ChallengePageTexts> = {
  'pt-BR': {
    title: 'Confirmação do pagamento (ambiente de testes)',
    intro:
      'Esta página simula a verificação 3-D Secure do banco emissor. Nenhum valor é cobrado: confirme ou recuse a autorização.',
    amountLabel: 'Valor',
    cardLabel: 'Cartão',
    approve: 'Confirmar',
    refuse: 'Recusar',
    approved: 'Pagamento confirmado. Você já pode voltar ao pré-check-in.',
    refused: 'Pagamento recusado. Você já pode voltar ao pré-check-in.',
    unavailable: 'Esta verificação não está mais disponível.',
    back: 'Voltar ao pré-check-in',
  },
  'en-US': {
    title: 'Payment confirmation (test environment)',
    intro:
      "This page stands in for the card issuer's 3-D Secure check. Nothing is charged: confirm or refuse the authorization.",
    amountLabel: 'Amount',
    cardLabel: 'Card',
    approve: 'Confirm',
    refuse: 'Refuse',
    approved: 'Payment confirmed. You can go back to your pre-check-in.',
    refused: 'Payment refused. You can go back to your pre-check-in.',
    unavailable: 'This check is no longer available.',
    back: 'Back to pre-check-in',
  },
  'es-ES': {
    title: 'Confirmación del pago (entorno de pruebas)',
    intro:
      'Esta página simula la verificación 3-D Secure del banco emisor. No se cobra ningún importe: confirme o rechace la autorización.',
    amountLabel: 'Importe',
    cardLabel: 'Tarjeta',
    approve: 'Confirmar',
    refuse: 'Rechazar',
    approved: 'Pago confirmado. Ya puede volver a su pre-check-in.',
    refused: 'Pago rechazado. Ya puede volver a su pre-check-in.',
    unavailable: 'Esta verificación ya no está disponible.',
    back: 'Volver al pre-check-in',
  },
};
