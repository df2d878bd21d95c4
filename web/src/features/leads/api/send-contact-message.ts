import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const SEND_CONTACT_MESSAGE_KEY = '/api/contact';

/** What the contact form sends; `website` is the honeypot, empty when a person fills the form in. */
export interface ContactMessagePayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  website: string;
}

export function sendContactMessage(payload: ContactMessagePayload): Promise<ApiSuccess> {
  return apiRequest('POST', SEND_CONTACT_MESSAGE_KEY, payload);
}

/**
 * `trigger(payload)` sends a contact message and rejects with ApiError on failure. Not
 * retried: a second POST after a lost answer would send the message twice.
 */
export function useSendContactMessage() {
  return useSWRMutation(SEND_CONTACT_MESSAGE_KEY, (_key: string, { arg }: { arg: ContactMessagePayload }) => sendContactMessage(arg), { revalidate: false });
}
