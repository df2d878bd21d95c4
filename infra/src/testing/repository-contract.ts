import { beforeEach, describe } from '@jest/globals';
import type { User } from '@pointforge/domain';
import type { Repositories } from '../persistence';
import { givenUser, type RepositoriesSetup } from './repository-fixtures';

/** What each case of a repository contract starts from: repositories over an empty store. */
export interface RepositoryCase {
  repositories: Repositories;
}

/** The same, with one stored user for the rows under test to belong to. */
export interface RepositoryCaseForAUser extends RepositoryCase {
  user: User;
}

/** `cases` reads `given` inside its cases: it is filled in afresh before each one. */
function describeCases<Case extends RepositoryCase>(title: string, start: () => Promise<Case>, cases: (given: Case) => void): void {
  describe(title, () => {
    const given = {} as Case;
    beforeEach(async () => {
      Object.assign(given, await start());
    });
    cases(given);
  });
}

/** One port's contract, each case over freshly set-up repositories. */
export function describeRepositoryContract(title: string, setup: RepositoriesSetup, cases: (given: RepositoryCase) => void): void {
  describeCases(title, async () => ({ repositories: await setup() }), cases);
}

/** One port's contract, each case over freshly set-up repositories holding one user. */
export function describeRepositoryContractForAUser(title: string, setup: RepositoriesSetup, cases: (given: RepositoryCaseForAUser) => void): void {
  describeCases(
    title,
    async () => {
      const repositories = await setup();
      return { repositories, user: await givenUser(repositories) };
    },
    cases,
  );
}
