/** The answers of the lead endpoints, the same for a visitor and for a bot caught by the honeypot. */
export const LEAD_MESSAGES = {
  demoRequestReceived: 'Demo request received',
  contactMessageSent: 'Message sent',
} as const;
