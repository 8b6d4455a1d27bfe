/** One SMS: the recipient in E.164 ('+5548991234567') and the text. */
export type SmsMessage = { to: string; text: string };

/** Delivers SMS; throws when the gateway did not accept the message, so the outbox retries it. */
export type SmsDriver = {
  /** 'http' or 'local', for logs. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
};
