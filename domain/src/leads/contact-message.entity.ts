export const CONTACT_SUBJECTS = ['sales', 'support', 'billing', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type ContactMessageStatus = 'unread' | 'read' | 'answered';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  status: ContactMessageStatus;
  createdAt: Date;
}
