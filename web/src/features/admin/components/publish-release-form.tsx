import { MACHINE_PLATFORM_NAMES, MACHINE_PLATFORMS, RELEASE_CHANNELS, type MachinePlatform, type ReleaseChannel } from '@pointforge/domain';
import { useState } from 'react';
import { FileField, FormFrame, FormStatusError, SelectField, TextareaField, TextField, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { adminReleasesCopy } from '../../../content/admin-releases';
import { RELEASE_CHANNEL_LABELS } from '../../../content/status-labels';
import { errorMessage } from '../../../lib/api-client';
import { usePublishRelease } from '../api/publish-release';
import { publishReleaseSchema } from '../schemas';

const copy = adminReleasesCopy.publish;

const CHANNEL_OPTIONS = RELEASE_CHANNELS.map((channel) => ({ value: channel, label: RELEASE_CHANNEL_LABELS[channel].label }));
const PLATFORM_OPTIONS = MACHINE_PLATFORMS.map((platform) => ({ value: platform, label: MACHINE_PLATFORM_NAMES[platform] }));

/** Today in the operator's own calendar, as a date field holds it (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

function emptyRelease() {
  return { version: '', channel: 'stable', platform: '', releasedAt: today(), notes: '', artifact: null as File | null };
}

/** How far the upload is: a bar and the share in words, while the file is on its way. */
function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <p className="admin-releases__progress">
      <progress value={percent} max={100} aria-label={copy.progressLabel} />
      <span>{copy.uploading(percent)}</span>
    </p>
  );
}

/**
 * Publishes a release: version, channel, platform, day (today unless told), Markdown notes and
 * the artifact, uploaded with its progress shown. A refusal (the version published already,
 * a field the server refused) stays at the form; a success empties it and the list shows the
 * release.
 */
export function PublishReleaseForm() {
  const { toast } = useToast();
  const publish = usePublishRelease();
  const [sent, setSent] = useState<number | null>(null);
  // A file input keeps its chosen file on a reset: a new key gives a fresh one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useSendForm({
    initialValues: emptyRelease(),
    validationSchema: publishReleaseSchema,
    send: async (values) => {
      setSent(0);
      try {
        const cast = publishReleaseSchema.cast(values);
        // The schema let only a chosen file and known codes through.
        return await publish({
          ...cast,
          notes: cast.notes ?? '',
          channel: cast.channel as ReleaseChannel,
          platform: cast.platform as MachinePlatform,
          artifact: cast.artifact as File,
          onProgress: setSent,
        });
      } finally {
        setSent(null);
      }
    },
    onSent: ({ release }, helpers) => {
      toast({
        title: copy.done,
        description: copy.doneText(release.version, MACHINE_PLATFORM_NAMES[release.platform], RELEASE_CHANNEL_LABELS[release.channel].label),
        variant: 'success',
      });
      helpers.resetForm({ values: emptyRelease() });
      setFileInputKey((key) => key + 1);
    },
    onFailed: (error, { fieldErrors, helpers }) => {
      if (!fieldErrors) helpers.setStatus(errorMessage(error));
    },
  });

  return (
    <FormFrame form={form} words={copy} className="admin-releases__form" actionsClassName="button-row" after={sent !== null && <UploadProgress sent={sent} />}>
      <TextField name="version" label={copy.version.label} hint={copy.version.hint} autoComplete="off" spellCheck={false} />
      <SelectField name="channel" label={copy.channel.label} placeholder={copy.channel.placeholder} options={CHANNEL_OPTIONS} />
      <SelectField name="platform" label={copy.platform.label} placeholder={copy.platform.placeholder} options={PLATFORM_OPTIONS} />
      <TextField name="releasedAt" type="date" label={copy.releasedAt.label} />
      <TextareaField name="notes" label={copy.notes.label} optional rows={6} />
      <FileField key={fileInputKey} name="artifact" label={copy.artifact.label} hint={copy.artifact.hint} />
      <FormStatusError />
    </FormFrame>
  );
}
