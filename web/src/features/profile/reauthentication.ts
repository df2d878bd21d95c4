import { ACCOUNT_ERROR_CODES } from '@pointforge/domain';

/**
 * Whether the server refused a dangerous action for want of a recent sign-in (403
 * REAUTHENTICATION_REQUIRED, an ApiError): the page then asks for the password (and a code
 * when two-factor sign-in is on) through ConfirmPasswordForm and tries again. Read by its
 * code alone, as isPaymentDeclined, so this stays free of the API client's build-time settings.
 */
export function needsReauthentication(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === ACCOUNT_ERROR_CODES.reauthenticationRequired;
}
