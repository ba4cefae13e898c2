/** Sends a text message. The default run keeps them in the outbox that /dev/mailbox shows. */
export interface SmsSender {
  /** `to` in E.164 ('+31612345678'). */
  send(to: string, text: string): Promise<void>;
}
