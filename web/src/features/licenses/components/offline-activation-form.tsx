import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { Notice } from '../../../components/ui/notice';
import { FileField, FormFrame, FormStatusError, showRefusalAtForm, useSendForm } from '../../../components/ui/form';
import { offlineActivationCopy as copy } from '../../../content/offline-licensing';
import { saveTextFile, useTextFileUrl } from '../../../lib/save-text-file';
import { useActivateOffline, type ActivateOfflineReply } from '../api/activate-offline';
import { offlineActivationSchema } from '../schemas';
import { deviceName } from './license-device-entry';

const NO_FILE = { request: null as File | null };

/** The request file's text; a file the browser cannot read says so in the form's own words. */
async function readRequest(file: File): Promise<string> {
  try {
    return await file.text();
  } catch {
    throw new Error(copy.unreadable);
  }
}

/** The answer: which computer is activated, and its licence file again should the first download be lost. */
function ActivationDone({ reply, onAnother }: { reply: ActivateOfflineReply; onAnother: () => void }) {
  const url = useTextFileUrl(reply.licenseFile);
  return (
    <Notice as="div" tone="info" role="status" headline={copy.done(deviceName(reply.device))}>
      <p>{copy.doneText}</p>
      <div className="button-row">
        {url && (
          <DownloadLink href={url} fileName={reply.fileName}>
            {copy.downloadAgain}
          </DownloadLink>
        )}
        <Button variant="ghost" size="sm" onClick={onAnother}>
          {copy.another}
        </Button>
      </div>
    </Notice>
  );
}

/**
 * Uploads the request file a computer without internet wrote and saves the licence file the
 * server answers, to carry back to it. A refusal (an invalid, expired or used request, every
 * device taken) stays under the form in the server's words.
 */
export function OfflineActivationForm({ licenseId }: { licenseId: string }) {
  const { trigger } = useActivateOffline();
  const [reply, setReply] = useState<ActivateOfflineReply | null>(null);
  const form = useSendForm({
    initialValues: NO_FILE,
    validationSchema: offlineActivationSchema,
    // The schema let only a chosen file through.
    send: async ({ request }) => trigger({ licenseId, request: await readRequest(request as File) }),
    onSent: (answer, helpers) => {
      saveTextFile(answer.fileName, answer.licenseFile);
      helpers.resetForm();
      setReply(answer);
    },
    onFailed: showRefusalAtForm,
  });

  if (reply) return <ActivationDone reply={reply} onAnother={() => setReply(null)} />;
  return (
    <FormFrame form={form} words={copy} actionsClassName="button-row">
      <FileField name="request" label={copy.file.label} hint={copy.file.hint} accept=".txt,text/plain" />
      <FormStatusError />
    </FormFrame>
  );
}
