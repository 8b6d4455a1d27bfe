/** One SMS: the recipient in E.164 ('+5548991234567') and the text. */
export type SmsMessage = {
  /** The outbox message's id, the same on every attempt: a receiver keeps each message once. */
  id?: string;
  to: string;
  text: string;
};

/** Delivers SMS; throws when the gateway did not accept the message, so the outbox retries it. */
export type SmsDriver = {
  /** 'http' or 'local', for logs. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
};
