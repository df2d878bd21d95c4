import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { MailMessage } from '@pointforge/domain';
import { HandlebarsMailRenderer } from './handlebars-mail-renderer';
import type { MailAttachmentSource } from './mail-attachments';
import { OutboxMailTransport } from './outbox-mail-transport';
import { TemplatedMailAdapter } from './templated-mail.adapter';

const invoiceMail: MailMessage = {
  to: 'accounts@karoo.example',
  template: 'billing-document',
  data: {
    firstName: 'Thandeka',
    planName: 'Enterprise',
    title: 'Tax Invoice',
    number: 'INV-2027-000001',
    amount: 'USD 3,312.00',
    issuedDate: 'March 1, 2027',
    dashboardUrl: 'https://pointforge.example/dashboard',
  },
  attachments: [{ billingDocumentId: 'doc-1' }],
};

/** Stands in for the stored documents: a fixed PDF per id, or none. */
const PDF = Buffer.from('%PDF-1.3\n% a stand-in for the rendered invoice\n');
const knownDocuments: MailAttachmentSource = {
  async fileFor({ billingDocumentId }) {
    if (billingDocumentId !== 'doc-1') throw new Error(`no document ${billingDocumentId}`);
    return { filename: 'INV-2027-000001.pdf', contentType: 'application/pdf', content: PDF };
  },
};

describe('TemplatedMailAdapter', () => {
  let outboxDir: string;

  beforeEach(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'pf-attach-'));
  });

  afterEach(async () => {
    await rm(outboxDir, { recursive: true, force: true });
  });

  function adapter(attachments: MailAttachmentSource | null): TemplatedMailAdapter {
    return new TemplatedMailAdapter(
      new HandlebarsMailRenderer(),
      new OutboxMailTransport(outboxDir, () => undefined),
      'billing@pointforge.example',
      attachments,
    );
  }

  async function sentMessages() {
    const files = await readdir(outboxDir);
    return Promise.all(files.map(async (file) => simpleParser(await readFile(join(outboxDir, file)))));
  }

  it('attaches the issued document as <number>.pdf to the email that announces it', async () => {
    await adapter(knownDocuments).send(invoiceMail);

    const [message] = await sentMessages();
    expect(message?.subject).toBe('Your PointForge Tax Invoice INV-2027-000001');
    expect(message?.text).toContain('Amount: USD 3,312.00');
    expect(message?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'INV-2027-000001.pdf', contentType: 'application/pdf' },
    ]);
    expect(message?.attachments[0]?.content.equals(PDF)).toBe(true);
  });

  it('sends nothing when the document cannot be found, so the job fails and is retried with it', async () => {
    await expect(adapter(knownDocuments).send({ ...invoiceMail, attachments: [{ billingDocumentId: 'doc-gone' }] })).rejects.toThrow('no document doc-gone');
    await expect(adapter(null).send(invoiceMail)).rejects.toThrow('given no attachment source');
    expect(await sentMessages()).toEqual([]);
  });

  it('sends a message without attachments as before, with no source needed', async () => {
    const { attachments: _none, ...plain } = invoiceMail;
    await adapter(null).send(plain);
    const [message] = await sentMessages();
    expect(message?.attachments).toEqual([]);
  });
});
