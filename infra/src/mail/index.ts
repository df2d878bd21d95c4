export { createMailAdapter, type MailAdapterSettings } from './create-mail-adapter';
export { HandlebarsMailRenderer, type RenderedContent } from './handlebars-mail-renderer';
export { BillingDocumentAttachments, type MailAttachmentSource } from './mail-attachments';
export type { MailTransport, RenderedMail } from './mail-transport';
export { OutboxMailTransport } from './outbox-mail-transport';
export { SmtpMailTransport } from './smtp-mail-transport';
export { TemplatedMailAdapter } from './templated-mail.adapter';
export { FileSentMailJournal, JournaledSentMailRepository, RedisSentMailJournal, type SentMailJournal } from './sent-mail-journal';
