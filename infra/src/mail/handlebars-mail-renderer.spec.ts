import { describe, expect, it } from '@jest/globals';
import Handlebars from 'handlebars';
import { BRAND, MAIL_TEMPLATE_NAMES, type MailMessage, type MailTemplateName, type MailTemplates } from '@pointforge/domain';
import { HandlebarsMailRenderer } from './handlebars-mail-renderer';

const ORIGIN = 'https://pointforge.example';

/** Data for every template; each value is distinct so the tests can find it in the output. */
const SAMPLE_DATA: { [T in MailTemplateName]: MailTemplates[T] } = {
  'verify-email': { firstName: 'Thandi', verifyUrl: `${ORIGIN}/verify-email/tok-verify-123` },
  'account-exists': { firstName: 'Pieter', loginUrl: `${ORIGIN}/login`, resetUrl: `${ORIGIN}/reset-password/tok-reset-456` },
  'reset-password': { firstName: 'Naledi', resetUrl: `${ORIGIN}/reset-password/tok-reset-789` },
  'password-changed': { firstName: 'Johan', resetUrl: `${ORIGIN}/forgot-password` },
  'two-factor-enabled': { firstName: 'Zanele', resetUrl: `${ORIGIN}/forgot-password?from=2fa-on` },
  'two-factor-disabled': { firstName: 'Kagiso', resetUrl: `${ORIGIN}/forgot-password?from=2fa-off` },
  'two-factor-reset-by-support': { firstName: 'Mpho', loginUrl: `${ORIGIN}/login`, resetUrl: `${ORIGIN}/forgot-password?from=2fa-reset` },
  'trial-license': {
    firstName: 'Aisha',
    licenseKey: 'PF-7K2QM-X9D4T-B3NVE-R8HJC-5WZPA',
    expiryDate: 'June 8, 2025',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'license-issued': {
    firstName: 'Sipho',
    licenseKey: 'PF-M4T8R-2KQ7X-JH3DN-9CZPB-W6VEA',
    planName: 'Professional',
    expiryDate: 'July 1, 2026',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'subscription-cancelled': {
    firstName: 'Lerato',
    planName: 'Standard',
    accessUntil: 'August 31, 2025',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'license-suspended': {
    firstName: 'Kagiso',
    licenseKey: 'PF-3HX9T-QW7KD-M2VNB-8RJCE-Z5TPA',
    planName: 'Enterprise',
    paymentOutcome: 'reversed',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'license-extended': {
    firstName: 'Lerato',
    licenseKey: 'PF-7KQ2M-XW9TD-B4NRC-6VJHE-P3LSA',
    planName: 'Professional',
    expiryDate: 'September 30, 2026',
    dashboardUrl: `${ORIGIN}/dashboard?from=extended`,
  },
  'license-suspended-by-support': {
    firstName: 'Musa',
    licenseKey: 'PF-9TR4X-ZQ2WD-K7NBC-3VMHE-Y6LPA',
    planName: 'Standard',
    dashboardUrl: `${ORIGIN}/dashboard?from=suspended`,
  },
  'license-reinstated': {
    firstName: 'Naledi',
    licenseKey: 'PF-2WX8K-RT5QD-N9MBC-4VJHE-H7LPA',
    planName: 'Enterprise',
    expiryDate: 'December 1, 2026',
    dashboardUrl: `${ORIGIN}/dashboard?from=reinstated`,
  },
  'license-key-rotated': {
    firstName: 'Sipho',
    licenseKey: 'PF-4HX9T-QW7KD-M2VNB-8RJCE-Z5TPB',
    planName: 'Enterprise',
    expiryDate: 'March 3, 2027',
    dashboardUrl: `${ORIGIN}/dashboard?from=rotated`,
  },
  'new-device': {
    firstName: 'Thandi',
    planName: 'Enterprise',
    deviceName: 'LAPTOP-7 <script>',
    platformName: 'Windows',
    appVersion: '1.0.7',
    activatedAt: 'June 3, 2025 at 09:41 UTC',
    seatsUsed: 2,
    seats: 5,
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'payment-failed': {
    firstName: 'Naledi',
    planName: 'Standard',
    accessUntil: 'July 6, 2025',
    updatePaymentUrl: 'https://www.paypal.com/myaccount/autopay/',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'subscription-resumed': {
    firstName: 'Naledi',
    licenseKey: 'PF-STD-1A2B-3C4D-5E6F',
    planName: 'Standard',
    nextChargeDate: 'July 6, 2025',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'subscription-ended-unpaid': {
    firstName: 'Naledi',
    planName: 'Standard',
    accessEnded: 'July 6, 2025',
    dashboardUrl: `${ORIGIN}/dashboard`,
  },
  'payment-refunded': {
    firstName: 'Pieter',
    planName: 'Professional',
    amount: '$20.00',
    paymentAmount: '$99.00',
    paymentDate: 'June 2, 2025',
    subscriptionEnded: false,
    dashboardUrl: `${ORIGIN}/dashboard?from=refund`,
  },
  'billing-document': {
    firstName: 'Thandeka',
    planName: 'Enterprise',
    title: 'Tax Invoice',
    number: 'INV-2027-000042',
    amount: 'USD 3,312.00',
    issuedDate: 'March 1, 2027',
    dashboardUrl: `${ORIGIN}/dashboard?from=invoice`,
  },
  'license-invitation': {
    inviterName: 'Nomvula Dlamini',
    planName: 'Enterprise',
    devicesPerSeat: 2,
    acceptUrl: `${ORIGIN}/invite/tok-invite-321`,
    expiryDate: 'March 8, 2027',
  },
  'license-invitation-revoked': { inviterName: 'Riaan Botha', planName: 'Enterprise' },
  'license-member-joined': {
    firstName: 'Ayanda',
    planName: 'Enterprise',
    memberName: 'Chen Wei',
    memberEmail: 'chen@survey.example',
    seatsTaken: 3,
    seats: 5,
    dashboardUrl: `${ORIGIN}/dashboard?from=joined`,
  },
  'license-member-left': {
    firstName: 'Busisiwe',
    planName: 'Enterprise',
    memberName: 'Dawid Kruger',
    memberEmail: 'dawid@mine.example',
    dashboardUrl: `${ORIGIN}/dashboard?from=left`,
  },
  'license-member-removed': {
    firstName: 'Emeka',
    planName: 'Enterprise',
    ownerName: 'Fatima Patel',
    bySupport: false,
    dashboardUrl: `${ORIGIN}/dashboard?from=removed`,
  },
  'demo-request': {
    fullName: 'Marius van Wyk',
    email: 'marius@karoo-surveys.example',
    company: 'Karoo Surveys & Mapping',
    industry: 'surveying',
    message: 'We scan open-pit benches weekly.\nCan you show volume reports?',
  },
  'contact-message': {
    name: 'Grace Okafor',
    email: 'grace@civil-works.example',
    subject: 'billing',
    message: 'Please send our invoice\nto accounts@civil-works.example.',
  },
};

function sampleMessage<T extends MailTemplateName>(template: T, data: MailTemplates[T] = SAMPLE_DATA[template]): MailMessage {
  return { to: 'reader@example.com', template, data } as MailMessage;
}

function dataValues(template: MailTemplateName): string[] {
  return Object.values(SAMPLE_DATA[template]).filter((value): value is string => typeof value === 'string');
}

const renderer = new HandlebarsMailRenderer();

describe('HandlebarsMailRenderer', () => {
  it('has a template for every mail the domain sends', () => {
    expect(Object.keys(SAMPLE_DATA).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
  });

  describe.each(MAIL_TEMPLATE_NAMES)('%s', (template) => {
    const rendered = renderer.render(sampleMessage(template));

    it('has a one-line subject', () => {
      expect(rendered.subject.length).toBeGreaterThan(10);
      expect(rendered.subject).not.toMatch(/[\r\n]/);
      expect(rendered.subject).not.toContain('{{');
    });

    it('puts every data value, links included, in the plain text', () => {
      for (const value of dataValues(template)) {
        expect(rendered.text).toContain(value);
      }
    });

    it('puts every data value, links included, in the HTML, escaped', () => {
      for (const value of dataValues(template)) {
        expect(rendered.html).toContain(Handlebars.escapeExpression(value));
      }
      for (const url of dataValues(template).filter((value) => value.startsWith('http'))) {
        expect(rendered.html).toContain(`href="${Handlebars.escapeExpression(url)}"`);
      }
    });

    it('carries the brand and a footer saying why the reader got it, in both bodies', () => {
      for (const body of [rendered.text, rendered.html]) {
        expect(body).toContain(BRAND.productName);
        expect(body).toContain(BRAND.supportEmail);
        expect(body).toContain(BRAND.officeCity);
        expect(body).toMatch(/You received this email (because|for your security)/);
      }
      expect(rendered.html).toMatch(/^<!DOCTYPE html>/);
      expect(rendered.html).toContain(`<title>${Handlebars.escapeExpression(rendered.subject)}</title>`);
    });
  });

  it('escapes markup in every field of the HTML body, and leaves the plain text as written', () => {
    const attack = '<script>alert("x")</script>';
    const rendered = renderer.render(sampleMessage('demo-request', { fullName: attack, email: attack, company: attack, industry: attack, message: attack }));

    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(rendered.text).toContain(attack);
  });

  it('escapes markup in a greeting name too', () => {
    const rendered = renderer.render(sampleMessage('verify-email', { firstName: '<b>Eve</b>', verifyUrl: `${ORIGIN}/v/1` }));

    expect(rendered.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(rendered.text).toContain('Hi <b>Eve</b>,');
  });

  it('greets a reader without a first name politely', () => {
    const rendered = renderer.render(sampleMessage('reset-password', { firstName: null, resetUrl: `${ORIGIN}/r/1` }));

    expect(rendered.text).toMatch(/^Hello,\n\nWe received/);
    expect(rendered.html).toContain('<p>Hello,</p>');
  });

  it('keeps a visitor’s line breaks out of the subject', () => {
    const rendered = renderer.render(sampleMessage('contact-message', { ...SAMPLE_DATA['contact-message'], name: 'Grace\r\nBcc: everyone@example.com' }));

    expect(rendered.subject).toBe('Contact form (billing): Grace Bcc: everyone@example.com');
  });

  it('says when a demo request came without a message', () => {
    const rendered = renderer.render(sampleMessage('demo-request', { ...SAMPLE_DATA['demo-request'], message: null }));

    expect(rendered.text).toContain('Message:\n(none)');
  });

  it('quotes link lifetimes and the trial length from the catalogue', () => {
    expect(renderer.render(sampleMessage('verify-email')).text).toContain('valid for 24 hours');
    expect(renderer.render(sampleMessage('reset-password')).text).toContain('valid for 1 hour ');
    expect(renderer.render(sampleMessage('trial-license')).text).toContain('7-day');
  });

  it('tells the new device’s seats, and leaves the app version out when the app sent none', () => {
    const rendered = renderer.render(sampleMessage('new-device', { ...SAMPLE_DATA['new-device'], appVersion: null }));

    expect(rendered.text).toContain('Platform: Windows\n');
    expect(rendered.text).toContain('in use on 2 of 5 devices');
    expect(rendered.subject).toBe('Your PointForge Enterprise license was activated on a new device');
  });

  it('says whether a refund ended the subscription and the licence, or left them as they were', () => {
    const partial = renderer.render(sampleMessage('payment-refunded'));
    const ended = renderer.render(
      sampleMessage('payment-refunded', { ...SAMPLE_DATA['payment-refunded'], amount: '$99.00', paymentDate: null, subscriptionEnded: true }),
    );

    expect(partial.subject).toBe('Your PointForge Professional payment was refunded');
    expect(partial.text).toContain('We refunded $20.00 of your $99.00 payment for your PointForge Professional subscription made on June 2, 2025.');
    expect(partial.text).toContain('Your subscription and your license are not affected.');
    expect(ended.text).toContain('We refunded $99.00 of your $99.00 payment for your PointForge Professional subscription. PayPal');
    expect(ended.text).toContain('your subscription is cancelled and will not be charged again, and your license no longer activates PointForge');
    expect(ended.html).not.toContain('not affected');
  });

  it('refuses data that lacks a field the template needs, rather than send a hole', () => {
    const incomplete = { to: 'reader@example.com', template: 'verify-email', data: { firstName: 'Ann' } } as unknown as MailMessage;

    expect(() => renderer.render(incomplete)).toThrow(/verifyUrl/);
  });
});
