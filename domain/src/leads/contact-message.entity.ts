export const CONTACT_SUBJECTS = ['sales', 'support', 'billing', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** Where a contact message stands in support's pipeline (lead-pipeline.ts): new ones are `unread`. */
export const CONTACT_MESSAGE_STATUSES = ['unread', 'read', 'replied', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  status: ContactMessageStatus;
  createdAt: Date;
}
