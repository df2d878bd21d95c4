import { useToast } from '../../../components/ui/toast';
import { twoFactorSettingsCopy as copy } from '../../../content/two-factor';
import { errorMessage } from '../../../lib/api-client';

/** The failure toast of every two-factor call on the Profile tab: the server's message, logged too. */
export function useTwoFactorFailureToast(): (error: unknown) => void {
  const { toast } = useToast();
  return (error) => {
    console.error(copy.failureLog, error);
    toast({ title: copy.failure.title, description: errorMessage(error), variant: 'destructive' });
  };
}
