import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const SUBMIT_DEMO_REQUEST_KEY = '/api/demos/request';

/** What the demo form sends; `website` is the honeypot, empty when a person fills the form in. */
export interface DemoRequestPayload {
  fullName: string;
  email: string;
  company: string;
  industry: string;
  message: string;
  website: string;
}

export function submitDemoRequest(payload: DemoRequestPayload): Promise<ApiSuccess> {
  return apiRequest('POST', SUBMIT_DEMO_REQUEST_KEY, payload);
}

/**
 * `trigger(payload)` sends a demo request and rejects with ApiError on failure. Not
 * retried: a second POST after a lost answer would file the request twice.
 */
export function useSubmitDemoRequest() {
  return useSWRMutation(SUBMIT_DEMO_REQUEST_KEY, (_key: string, { arg }: { arg: DemoRequestPayload }) => submitDemoRequest(arg), { revalidate: false });
}
