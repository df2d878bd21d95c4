import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { preferencesCopy as copy } from '../../../content/dashboard';
import type { SessionUser } from '../../../lib/session';
import { useUpdatePreferences } from '../api/update-preferences';
import { ProfileCard } from './profile-card';
import { SubmitButton } from '../../../components/ui/form';

/** The dialog's form, under the names SITE-SPEC section 3 gives it. */
interface PreferencesValues {
  newsletter: boolean;
  productUpdates: boolean;
  promotions: boolean;
}

const TOGGLES = ['newsletter', 'productUpdates', 'promotions'] as const satisfies readonly (keyof PreferencesValues)[];

interface PreferencesFormProps {
  user: SessionUser;
  onDone: () => void;
}

/** Three switches initialised from the user; Save sends all three and closes the dialog. */
function PreferencesForm({ user, onDone }: PreferencesFormProps) {
  const { toast } = useToast();
  const { trigger } = useUpdatePreferences();
  const formik = useFormik<PreferencesValues>({
    initialValues: {
      newsletter: user.emailNewsletter,
      productUpdates: user.emailProductUpdates,
      promotions: user.emailPromotions,
    },
    onSubmit: async (values) => {
      try {
        await trigger({
          emailNewsletter: values.newsletter,
          emailProductUpdates: values.productUpdates,
          emailPromotions: values.promotions,
        });
      } catch (error) {
        console.error(copy.failureLog, error);
        // Closed on failure too: notifications sit under a modal dialog's backdrop, where
        // the failure would go unseen.
        onDone();
        toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
        return;
      }
      onDone();
      toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    },
  });

  return (
    <form className="preferences-form" noValidate onSubmit={formik.handleSubmit}>
      <div className="preferences-form__switches">
        {TOGGLES.map((name) => (
          <Switch
            key={name}
            name={name}
            label={copy[name].label}
            description={copy[name].description}
            checked={formik.values[name]}
            disabled={formik.isSubmitting}
            onCheckedChange={(checked) => void formik.setFieldValue(name, checked)}
          />
        ))}
      </div>
      <div className="button-row dialog__footer">
        <Button variant="secondary" onClick={onDone} disabled={formik.isSubmitting}>
          {copy.cancel}
        </Button>
        <SubmitButton submitting={formik.isSubmitting} labels={copy.submit} />
      </div>
    </form>
  );
}

/** The Account Preferences card and its dialog (SITE-SPEC section 4, Preferences dialog). */
export function PreferencesSection({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = () => setOpen(false);

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro}>
      <div className="profile-card__actions">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {copy.open}
        </Button>
      </div>
      <Dialog open={open} onClose={close} title={copy.dialogTitle} description={copy.dialogDescription} closeOnBackdrop={false}>
        <PreferencesForm user={user} onDone={close} />
      </Dialog>
    </ProfileCard>
  );
}
