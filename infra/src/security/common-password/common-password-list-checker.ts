import { createRequire } from 'node:module';
import { CommonPasswordCheckerPort } from '@pointforge/domain';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts unpacks all its dictionaries when its module is loaded (about 25 ms and a few
 * MB), so it is loaded on the first check rather than by a static import: processes that
 * never check a password (the worker) never pay for it.
 */
const loadLazily = createRequire(__filename);

/** The list, lower-cased, built on the first check and shared by every checker in the process. */
let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    const { dictionary } = loadLazily('@zxcvbn-ts/language-common') as typeof LanguageCommon;
    commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return commonPasswords;
}

/**
 * Refuses the passwords on zxcvbn-ts's common list: about 49,000 passwords ranked by how
 * often they turn up in breaches, well past the 10,000 required. The comparison ignores
 * case, so "Password" counts as common as "password".
 */
export class CommonPasswordListChecker extends CommonPasswordCheckerPort {
  isCommon(password: string): boolean {
    return loadCommonPasswords().has(password.toLowerCase());
  }

  /** How many distinct passwords are on the list. */
  get size(): number {
    return loadCommonPasswords().size;
  }
}
