import { object } from 'yup';
import { EMPTY_SECOND_FACTOR, secondFactorProof, secondFactorSchemaFields, type SecondFactorValues } from './second-factor';

const schema = object(secondFactorSchemaFields);

async function errorsOf(values: SecondFactorValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe('the second-factor rules', () => {
  it('asks for the six digits of the app while no recovery code is chosen, and ignores the recovery field', async () => {
    const message = 'Enter the 6-digit code from your authenticator app.';
    expect(await errorsOf(EMPTY_SECOND_FACTOR)).toEqual({ code: message });
    expect(await errorsOf({ ...EMPTY_SECOND_FACTOR, code: '12345' })).toEqual({ code: message });
    expect(await errorsOf({ ...EMPTY_SECOND_FACTOR, code: '12a456' })).toEqual({ code: message });
    expect(await errorsOf({ ...EMPTY_SECOND_FACTOR, code: ' 123456 ' })).toEqual({});
  });

  it('asks for a recovery code instead once the user switched, and ignores the code field', async () => {
    const recovery = { ...EMPTY_SECOND_FACTOR, useRecoveryCode: true };
    expect(await errorsOf(recovery)).toEqual({ recoveryCode: 'Enter one of your recovery codes.' });
    expect(await errorsOf({ ...recovery, recoveryCode: 'x'.repeat(33) })).toEqual({ recoveryCode: 'Enter one of your recovery codes.' });
    expect(await errorsOf({ ...recovery, recoveryCode: 'ABCD-EFGH-JKMN-PQRS' })).toEqual({});
  });

  it('sends only the field of the chosen mode, trimmed', () => {
    expect(secondFactorProof({ code: ' 123456 ', recoveryCode: 'ABCD', useRecoveryCode: false })).toEqual({ code: '123456' });
    expect(secondFactorProof({ code: '123456', recoveryCode: ' abcd-efgh ', useRecoveryCode: true })).toEqual({
      recoveryCode: 'abcd-efgh',
    });
  });
});
