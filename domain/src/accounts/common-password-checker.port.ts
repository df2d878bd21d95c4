/** Knows the most common passwords (at least 10,000), which are refused at sign-up and change. */
export abstract class CommonPasswordCheckerPort {
  abstract isCommon(password: string): boolean;
}
