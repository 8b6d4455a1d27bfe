/** One outbox message of kind 'webhook': a send of one delivery (decision 144). */
export type WebhookSend = {
  /** The outbox message's id: a message whose send was accepted is never sent again. */
  messageId: string;
  companyId: string;
  deliveryId: string;
  /** This attempt's number (1-based) and whether the outbox gives up after it. */
  attempt: number;
  isLastAttempt: boolean;
};

/**
 * Sends webhook deliveries (modules/webhooks implements it over HTTP); throws when the endpoint did not
 * accept, so the outbox retries, or UndeliverableError when no retry can help.
 */
export type WebhookSender = {
  readonly name: string;
  send(message: WebhookSend): Promise<void>;
};
