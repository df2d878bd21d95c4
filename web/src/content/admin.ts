import { BRAND, type LeadStatus, type LeadType } from '@pointforge/domain';

/** Copy of the operator console (/admin). The two-factor message comes from the API. */

export const adminMeta = {
  title: 'Operator Console',
  description: `The ${BRAND.productName} operator console.`,
} as const;

export type AdminTabId = 'leads' | 'audit';

export const adminCopy = {
  heading: 'Operator Console',
  intro: 'Work the demo requests and contact messages; every action is written to the audit log.',
  loading: 'Loading the operator console',
  tabsLabel: 'Console sections',
  tabs: { leads: 'Leads', audit: 'Audit Log' } satisfies Record<AdminTabId, string>,
  twoFactor: { title: 'Two-Factor Sign-In Required', action: 'Open My Profile' },
  loadFailed: 'The list could not be loaded.',
  retry: 'Try Again',
  search: { label: 'Search', submit: 'Search' },
  paging: {
    label: (what: string) => `${what} pages`,
    previous: 'Previous',
    next: 'Next',
    summary: (page: number, pages: number, total: number) => `Page ${page} of ${pages}, ${total} in all`,
  },
  leads: {
    typeLabel: 'Type',
    statusLabel: 'Status',
    anyStatus: 'Any status',
    searchPlaceholder: 'Name, email or company',
    types: { demo: 'Demo requests', contact: 'Contact messages' } satisfies Record<LeadType, string>,
    caption: (type: LeadType) => (type === 'demo' ? 'Demo requests, newest first' : 'Contact messages, newest first'),
    columns: { received: 'Received', name: 'Name', email: 'Email', about: { demo: 'Company', contact: 'Subject' }, status: 'Status', details: 'Details' },
    empty: 'No leads match these filters.',
    open: (name: string) => `Details of ${name}`,
    openShort: 'Open',
  },
  drawer: {
    title: (name: string) => name,
    fields: { email: 'Email', company: 'Company', industry: 'Industry', subject: 'Subject', received: 'Received', status: 'Status', message: 'Message' },
    noMessage: 'No message.',
    moves: 'Move to',
    final: 'This status is final.',
    history: 'History',
    noHistory: 'No changes yet.',
  },
  move: {
    button: (status: string) => `Mark as ${status}`,
    title: (status: string) => `Mark as ${status}?`,
    description: (name: string, from: string, to: string) => `${name} moves from ${from} to ${to}. This is written to the audit log and cannot be undone.`,
    noteLabel: 'Note for the audit log',
    confirm: 'Confirm',
    cancel: 'Cancel',
    done: 'Status Updated',
    failed: 'Status Not Updated',
  },
  audit: {
    actorLabel: 'Actor (email or user id)',
    targetLabel: 'Target id',
    caption: 'Audit log, newest first',
    columns: { at: 'When', actor: 'Actor', action: 'Action', target: 'Target', ip: 'IP', change: 'Before → After' },
    empty: 'No entries match these filters.',
  },
} as const;

/** How each lead status reads in the console. */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  pending: 'Pending',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
  unread: 'Unread',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
};
