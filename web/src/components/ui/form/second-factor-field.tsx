import { TOTP_CODE_LENGTH } from '@pointforge/domain';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { secondFactorFieldCopy as copy } from '../../../content/two-factor';
import type { SecondFactorValues } from './second-factor';
import { TextField } from './text-field';

/**
 * The authenticator app's code: phones get a digit keypad and may offer a one-time code
 * the system received.
 */
export function AuthenticatorCodeField() {
  return (
    <TextField name="code" {...copy.code} inputMode="numeric" autoComplete="one-time-code" maxLength={TOTP_CODE_LENGTH} className="second-factor-field__code" />
  );
}

/**
 * The authenticator app's code, with a switch to a recovery code instead (and back).
 * Switching moves the focus to the field that appeared.
 */
export function SecondFactorField({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { values, setFieldValue, setErrors } = useFormikContext<SecondFactorValues>();
  const fieldRef = useRef<HTMLDivElement>(null);
  const switched = useRef(focusOnMount);

  useEffect(() => {
    if (!switched.current) return;
    fieldRef.current?.querySelector('input')?.focus();
  }, [values.useRecoveryCode]);

  function toggle() {
    switched.current = true;
    setErrors({});
    void setFieldValue('useRecoveryCode', !values.useRecoveryCode, false);
  }

  return (
    <div className="second-factor-field">
      <div ref={fieldRef}>
        {values.useRecoveryCode ? (
          <TextField name="recoveryCode" {...copy.recoveryCode} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        ) : (
          <AuthenticatorCodeField />
        )}
      </div>
      <button type="button" className="link-button second-factor-field__switch" onClick={toggle}>
        {values.useRecoveryCode ? copy.useAuthenticatorCode : copy.useRecoveryCode}
      </button>
    </div>
  );
}
