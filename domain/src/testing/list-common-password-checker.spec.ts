import { ListCommonPasswordChecker } from './list-common-password-checker';

describe('ListCommonPasswordChecker', () => {
  it('knows the listed passwords, in any case, and nothing else', () => {
    const checker = new ListCommonPasswordChecker(['password1', 'Qwerty123']);
    expect(checker.isCommon('password1')).toBe(true);
    expect(checker.isCommon('PASSWORD1')).toBe(true);
    expect(checker.isCommon('qwerty123')).toBe(true);
    expect(checker.isCommon('password12')).toBe(false);
    expect(checker.isCommon(' password1')).toBe(false);
  });
});
