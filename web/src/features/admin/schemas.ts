import {
  isReleaseVersion,
  LEAD_NOTE_MAX_LENGTH,
  LICENSE_ACTION_REASON_MAX_LENGTH,
  MACHINE_PLATFORMS,
  MAX_EXTENSION_DAYS,
  REFUND_AMOUNT_PATTERN,
  REFUND_REASON_MAX_LENGTH,
  RELEASE_CHANNELS,
  RELEASE_NOTES_MAX_LENGTH,
} from '@pointforge/domain';
import { boolean, number, object, string } from 'yup';
import { fileSchema } from '../../components/ui/form';
import { adminCopy as copy } from '../../content/admin';
import { adminReleasesCopy } from '../../content/admin-releases';

/*
 * The console's action forms, with the limits the API enforces (the domain's). Text is
 * measured trimmed and sent trimmed: the dialog sends what the schema casts. Confirm stays
 * disabled until the values pass, as the operator fills the form in.
 */

function reason(maxLength: number) {
  return string().trim().required(copy.actions.reasonMessage(maxLength)).max(maxLength, copy.actions.reasonMessage(maxLength));
}

/** Suspend and reinstate: a reason, required. */
export const licenseActionSchema = object({ reason: reason(LICENSE_ACTION_REASON_MAX_LENGTH) });

/** Extend: the days to add, and a reason. */
export const extendLicenseSchema = object({
  reason: reason(LICENSE_ACTION_REASON_MAX_LENGTH),
  days: number()
    .typeError(copy.actions.extend.daysMessage(MAX_EXTENSION_DAYS))
    .required(copy.actions.extend.daysMessage(MAX_EXTENSION_DAYS))
    .integer(copy.actions.extend.daysMessage(MAX_EXTENSION_DAYS))
    .min(1, copy.actions.extend.daysMessage(MAX_EXTENSION_DAYS))
    .max(MAX_EXTENSION_DAYS, copy.actions.extend.daysMessage(MAX_EXTENSION_DAYS)),
});

/** Refund: the whole payment, or a part of it PayPal accepts; and a reason. */
export const refundSchema = object({
  reason: reason(REFUND_REASON_MAX_LENGTH),
  partial: boolean().required(),
  amount: string()
    .trim()
    .when('partial', {
      is: true,
      then: (rule) => rule.required(copy.actions.refund.amountMessage).matches(REFUND_AMOUNT_PATTERN, copy.actions.refund.amountMessage),
    }),
});

/** A lead's status move: an optional note for the audit log. */
export const moveLeadSchema = object({ note: string().trim().max(LEAD_NOTE_MAX_LENGTH, copy.move.noteTooLong(LEAD_NOTE_MAX_LENGTH)) });

/** A note on a lead without a move: required. */
export const leadNoteSchema = object({
  note: string().trim().required(copy.history.noteMessage(LEAD_NOTE_MAX_LENGTH)).max(LEAD_NOTE_MAX_LENGTH, copy.history.noteMessage(LEAD_NOTE_MAX_LENGTH)),
});

/** A listing's search box: sent trimmed, nothing when empty. */
export const searchSchema = object({ q: string().trim() });

/** Between which days (the date fields' yyyy-mm-dd). */
const DAY_RANGE = { from: string().trim(), to: string().trim() };

/** The audit log's filters: whose actions, on which target, between which days. */
export const auditFilterSchema = object({ actor: string().trim(), target: string().trim(), ...DAY_RANGE });

/** The documents' filters: a number, customer or VAT number, and the days they were issued. */
export const documentFilterSchema = object({ q: string().trim(), ...DAY_RANGE });

const publish = adminReleasesCopy.publish;

/** A release to publish: a semver version (the domain's rule), its channel and platform, its day, Markdown notes and the artifact. */
export const publishReleaseSchema = object({
  version: string()
    .trim()
    .required(publish.versionMessage)
    .test('semver', publish.versionMessage, (version) => isReleaseVersion(version ?? '')),
  channel: string().required(publish.channelMessage).oneOf(RELEASE_CHANNELS, publish.channelMessage),
  platform: string().required(publish.platformMessage).oneOf(MACHINE_PLATFORMS, publish.platformMessage),
  releasedAt: string()
    .required(publish.releasedAtMessage)
    .matches(/^\d{4}-\d{2}-\d{2}$/, publish.releasedAtMessage),
  notes: string().trim().max(RELEASE_NOTES_MAX_LENGTH, publish.notesMessage(RELEASE_NOTES_MAX_LENGTH)),
  artifact: fileSchema(publish.artifactMessage),
});
