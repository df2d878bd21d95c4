import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const PUBLIC_CONFIG_KEY = '/api/config/public';

/** The server's public settings the download dialog needs. */
export interface PublicConfig {
  /** The key the hCaptcha widget renders with. */
  hcaptchaSiteKey: string;
  /** True when the server runs without a captcha provider and accepts only hCaptcha's test token. */
  captchaTestMode: boolean;
}

/** Rejects with ApiError, or when the answer lacks a site key outside test mode. */
export async function fetchPublicConfig(path: string = PUBLIC_CONFIG_KEY): Promise<PublicConfig> {
  const body = await apiRequest<{ hcaptchaSiteKey?: unknown; captchaTestMode?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  const config: PublicConfig = {
    hcaptchaSiteKey: typeof body.hcaptchaSiteKey === 'string' ? body.hcaptchaSiteKey.trim() : '',
    captchaTestMode: body.captchaTestMode === true,
  };
  if (!config.captchaTestMode && config.hcaptchaSiteKey === '') {
    throw new Error('The server named no captcha site key');
  }
  return config;
}

/** `config` is undefined until answered; `error` is set once loading failed (after the one retry). */
export function usePublicConfig() {
  const { data, error } = useSWR(PUBLIC_CONFIG_KEY, fetchPublicConfig);
  return { config: data, error: error as unknown };
}
