import { useToast } from '../../../components/ui/toast';
import { twoFactorSettingsCopy as copy } from '../../../content/two-factor';

/** The failure toast of every two-factor call on the Profile tab: the server's message, logged too. */
export function useTwoFactorFailureToast(): (error: unknown) => void {
  const { toastFailure } = useToast();
  return (error) => toastFailure(error, copy.failure.title, copy.failureLog);
}
