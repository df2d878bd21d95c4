/** The account emails limited per recipient: at most 3 of each kind per address an hour. */
export type RecipientLimitedMail = 'verify-email' | 'account-exists' | 'reset-password';

/** Something an operator should see in the logs because it may be an attack. */
export type SecurityEvent = {
  type: 'mail-suppressed';
  /** The email that was not sent. */
  mail: RecipientLimitedMail;
  /** The address it would have gone to. */
  recipient: string;
};

/** Where security events go: the API logs and counts them. */
export abstract class SecurityEventLogPort {
  abstract record(event: SecurityEvent): void;
}
