import { CommonPasswordCheckerPort } from '../accounts/common-password-checker.port';

/**
 * The common-password check for unit tests, over a list the test gives. Case-insensitive,
 * like a check against a lower-case dictionary: "Password1" is as common as "password1".
 */
export class ListCommonPasswordChecker extends CommonPasswordCheckerPort {
  private readonly common: ReadonlySet<string>;

  constructor(passwords: Iterable<string>) {
    super();
    this.common = new Set([...passwords].map((password) => password.toLowerCase()));
  }

  isCommon(password: string): boolean {
    return this.common.has(password.toLowerCase());
  }
}
