/** Server-side check of a captcha response token (hCaptcha siteverify). */
export abstract class CaptchaVerifierPort {
  abstract verify(responseToken: string, remoteIp: string | null): Promise<boolean>;
}
