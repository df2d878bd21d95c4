/** The account emails limited per recipient: at most 3 of each kind per address an hour. */
export type RecipientLimitedMail = 'verify-email' | 'account-exists' | 'reset-password';

/** Something an operator should see in the logs because it may be an attack. */
export type SecurityEvent =
  | {
      type: 'mail-suppressed';
      /** The email that was not sent. */
      mail: RecipientLimitedMail;
      /** The address it would have gone to. */
      recipient: string;
    }
  | {
      /** The operator console (its API or the queue dashboard) refused a caller: a probe, or an admin without a strong enough sign-in. */
      type: 'console-refused';
      /** The signed-in caller, or null for no session. */
      userId: string | null;
      ip: string;
      /** Method and path, without the query (it may carry search terms). */
      route: string;
      /** 404: hidden from a non-admin; 403: an admin without the required sign-in. */
      status: number;
      /** The refusal's code as answered. */
      code: string;
    }
  | {
      /** A person approved or denied a desktop app's sign-in (device code): from now on that app may act for them. */
      type: 'device-sign-in';
      decision: 'approved' | 'denied';
      userId: string;
      /** The licence chosen; null when denied. */
      licenseId: string | null;
      fingerprint: string;
      ip: string;
    };

/** Where security events go: the API logs and counts them. */
export abstract class SecurityEventLogPort {
  abstract record(event: SecurityEvent): void;
}
