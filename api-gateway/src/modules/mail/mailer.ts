export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail. SMTP in real deployments, the dev outbox otherwise (see create-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
