/** One mail as the product writes it: the outbox stores it, a transport sends it. */
export interface OutgoingMail {
  /** What it is (verify-email, reset-password, ...): logs name mail by kind, never by address. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Mail someone may turn off: the address that turns it off with one POST (RFC 8058), sent as
   * the List-Unsubscribe header so mail apps offer their own unsubscribe button.
   */
  unsubscribeUrl?: string;
}
