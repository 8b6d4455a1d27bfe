/** One e-mail, already rendered: HTML and a plain-text alternative. */
export type MailMessage = { to: string; subject: string; html: string; text: string };

/** Delivers e-mail; throws when the message was not accepted, so the outbox retries it. */
export type MailDriver = {
  /** 'smtp' or 'local', for logs. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
};
