import { TextField } from '../../../components/ui/form';

/**
 * The account password asked again on the Profile tab (turning two-factor off, confirming
 * before a deletion), with the address beside it so password managers fill the right one.
 */
export function OwnerPasswordField({ email, label }: { email: string; label: string }) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField name="password" type="password" label={label} autoComplete="current-password" />
    </>
  );
}
