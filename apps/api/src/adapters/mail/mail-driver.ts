/** One e-mail, already rendered: HTML and a plain-text alternative. */
export type MailMessage = {
  /** The outbox message's id, the same on every attempt: it names the e-mail (its Message-ID). */
  id?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
};

/** Delivers e-mail; throws when the message was not accepted, so the outbox retries it. */
export type MailDriver = {
  /** 'smtp' or 'local', for logs. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
};
