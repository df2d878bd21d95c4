import {
  BILLING_TYPES,
  CUSTOMER_STAGES,
  CONTACT_SUBJECTS,
  INDUSTRIES,
  MAIL_TEMPLATE_NAMES,
  LEAD_STATUSES,
  LEAD_TYPES,
  LEDGER_ENTRY_KINDS,
  PAID_PLAN_IDS,
  RELEASE_CHANNELS,
  SUBSCRIPTION_STATUSES,
  type LicensePlan,
} from '@pointforge/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StatusPill } from '../components/ui/status-pill';
import { adminCopy } from './admin';
import {
  BILLING_TYPE_LABELS,
  CONTACT_SUBJECT_LABELS,
  CUSTOMER_STAGE_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  disputeReasonLabel,
  DISPUTE_STATUS_LABELS,
  disputeOutcomeLabel,
  disputeStatusLabel,
  INDUSTRY_LABELS,
  LEAD_STATUS_LABELS,
  LEDGER_ENTRY_KIND_LABELS,
  LICENSE_STATUS_LABELS,
  MAIL_DELIVERY_STATUS_LABELS,
  MAIL_TEMPLATE_LABELS,
  PAYMENT_STATUS_LABELS,
  PLAN_LABELS,
  RELEASE_CHANNEL_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  type StatusLabel,
} from './status-labels';

const PLAN_IDS: readonly LicensePlan[] = ['trial', ...PAID_PLAN_IDS];

/** Words a person reads: capitalised, no code underscores, not the code itself. */
function expectHumanLabel(code: string, label: string | undefined): void {
  expect(label).toEqual(expect.stringMatching(/^[A-Z][^_]*$/));
  expect(label).not.toBe(code);
}

/** Each status's pill, rendered as the console renders it: its words, in its tone. */
function expectPills(codes: readonly string[], labels: Readonly<Record<string, StatusLabel>>): void {
  for (const code of codes) {
    const status = labels[code];
    expectHumanLabel(code, status?.label);
    const html = renderToStaticMarkup(createElement(StatusPill, { tone: status!.tone, children: status!.label }));
    const tone = status!.tone;
    expect(html).toBe(
      `<span class="status-pill" data-tone="${tone}" style="--pill-soft:var(--color-${tone}-soft);--pill-strong:var(--color-${tone}-strong)">${status!.label}</span>`,
    );
  }
}

describe('status labels: every code the site shows reads as words', () => {
  it.each([
    ['subscription statuses', SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS],
    ['payments, refunds and reversals of the ledger', LEDGER_ENTRY_KINDS, LEDGER_ENTRY_KIND_LABELS],
    ['lead statuses', LEAD_STATUSES, LEAD_STATUS_LABELS],
    ['licence statuses', ['active', 'expired', 'suspended'], LICENSE_STATUS_LABELS],
    ['payment statuses', ['completed', 'partially_refunded', 'refunded', 'reversed', 'pending', 'declined'], PAYMENT_STATUS_LABELS],
    ['email deliveries', ['sent', 'failed'], MAIL_DELIVERY_STATUS_LABELS],
    ['release channels', RELEASE_CHANNELS, RELEASE_CHANNEL_LABELS],
  ] as const)('%s render as a pill with a label', (_family, codes, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    expectPills(codes, labels);
  });

  it.each([
    ['plans', PLAN_IDS, PLAN_LABELS],
    ['billing types', BILLING_TYPES, BILLING_TYPE_LABELS],
    ['industries', INDUSTRIES, INDUSTRY_LABELS],
    ['contact subjects', CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS],
    ['lead types', LEAD_TYPES, adminCopy.leads.types],
    ['customer stages', CUSTOMER_STAGES, CUSTOMER_STAGE_LABELS],
    ['emails', MAIL_TEMPLATE_NAMES, MAIL_TEMPLATE_LABELS],
  ] as const)('%s have a label each', (_family, codes, labels: Readonly<Record<string, string>>) => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    for (const code of codes) expectHumanLabel(code, labels[code]);
  });

  it("labels every dispute code PayPal documents (PayPal's codes are the labels' keys)", () => {
    expectPills(Object.keys(DISPUTE_STATUS_LABELS), DISPUTE_STATUS_LABELS);
    for (const [code, label] of [...Object.entries(DISPUTE_OUTCOME_LABELS), ...Object.entries(DISPUTE_REASON_LABELS)]) expectHumanLabel(code, label);
    expect(Object.keys(DISPUTE_STATUS_LABELS)).toEqual(expect.arrayContaining(['OPEN', 'WAITING_FOR_SELLER_RESPONSE', 'UNDER_REVIEW', 'RESOLVED']));
    expect(Object.keys(DISPUTE_OUTCOME_LABELS)).toEqual(expect.arrayContaining(['RESOLVED_BUYER_FAVOUR', 'RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER']));
    expect(Object.keys(DISPUTE_REASON_LABELS)).toEqual(expect.arrayContaining(['MERCHANDISE_OR_SERVICE_NOT_RECEIVED', 'UNAUTHORISED', 'CREDIT_NOT_PROCESSED']));
  });

  it('names the codes the issue found raw: enterprise, mining, sales, active', () => {
    expect(PLAN_LABELS.enterprise).toBe('Enterprise');
    expect(INDUSTRY_LABELS.mining).toBe('Mining');
    expect(CONTACT_SUBJECT_LABELS.sales).toBe('Sales');
    expect(SUBSCRIPTION_STATUS_LABELS.active.label).toBe('Active');
  });

  it('reads a dispute code PayPal adds later as words, in a neutral pill', () => {
    expect(disputeStatusLabel('PENDING_INTERNAL_REVIEW')).toEqual({ label: 'Pending internal review', tone: 'neutral' });
    expect(disputeOutcomeLabel('RESOLVED_SELLER_FAVOUR')).toBe('Decided for us');
    expect(disputeOutcomeLabel('SOMETHING_NEW')).toBe('Something new');
    expect(disputeReasonLabel('MERCHANDISE_OR_SERVICE_NOT_RECEIVED')).toBe('Not received');
  });
});
