import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The person's answer to the desktop app's request: a licence to use, or none. */
export type DeviceAnswer = { userCode: string; approve: true; licenseId: string } | { userCode: string; approve: false };

/**
 * `POST /api/oauth/device/approve { userCode, licenseId }` or `POST /api/oauth/device/deny
 * { userCode }`; the app's next poll gets its token, or access_denied. Rejects with ApiError.
 */
export function answerDeviceRequest(answer: DeviceAnswer): Promise<ApiSuccess> {
  if (answer.approve) return apiRequest('POST', '/api/oauth/device/approve', { userCode: answer.userCode, licenseId: answer.licenseId });
  return apiRequest('POST', '/api/oauth/device/deny', { userCode: answer.userCode });
}

/** `trigger(answer)` answers once. Not retried: a code is answered once. */
export function useAnswerDeviceRequest() {
  return useApiMutation('/api/oauth/device/answer', answerDeviceRequest);
}
