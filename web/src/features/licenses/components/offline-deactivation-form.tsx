import { DEACTIVATION_CODE_MAX_LENGTH } from '@pointforge/domain';
import { useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { FormFrame, FormStatusError, TextField, showRefusalAtForm, useSendForm } from '../../../components/ui/form';
import { offlineDeactivationCopy as copy } from '../../../content/offline-licensing';
import { useDeactivateOffline } from '../api/deactivate-offline';
import { offlineDeactivationSchema } from '../schemas';
import { deviceName } from './license-device-entry';

const NO_CODE = { code: '' };

/**
 * Frees the computer whose app showed a deactivation code: the code as typed (the server
 * reads it in any case, with or without dashes and blanks). A success names the computer
 * above the emptied form, ready for the next; a refused code stays under the form.
 */
export function OfflineDeactivationForm({ licenseId }: { licenseId: string }) {
  const { trigger } = useDeactivateOffline();
  const [released, setReleased] = useState<string | null>(null);
  const form = useSendForm({
    initialValues: NO_CODE,
    validationSchema: offlineDeactivationSchema,
    send: ({ code }) => {
      setReleased(null);
      return trigger({ licenseId, code: code.trim() });
    },
    onSent: (reply, helpers) => {
      helpers.resetForm();
      setReleased(deviceName(reply.device));
    },
    onFailed: showRefusalAtForm,
  });

  return (
    <>
      <div role="status">{released !== null && <Notice tone="info">{copy.done(released)}</Notice>}</div>
      <FormFrame form={form} words={copy} actionsClassName="button-row">
        <TextField
          name="code"
          label={copy.code.label}
          hint={copy.code.hint}
          maxLength={DEACTIVATION_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <FormStatusError />
      </FormFrame>
    </>
  );
}
