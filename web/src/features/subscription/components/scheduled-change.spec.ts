import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { SubscriptionRow } from '../api/get-my-subscriptions';
import { ScheduledChange } from './scheduled-change';

jest.mock('../../../lib/env', () => ({ API_ORIGIN: '' }));

const CHANGE = {
  plan: 'standard' as const,
  billingType: 'annual' as const,
  effectiveAt: '2027-03-01T00:00:00.000Z',
  keepDeviceIds: ['machine-2'],
  awaitingConsent: false,
};

describe('ScheduledChange (the Subscription tab while a downgrade waits)', () => {
  it('says what the plan changes to and when, with an Undo described by that line', () => {
    const subscription = { id: 'sub-1', plan: 'enterprise', billingType: 'annual', scheduledChange: CHANGE } as SubscriptionRow;

    const markup = renderToStaticMarkup(createElement(ScheduledChange, { subscription, change: CHANGE }));

    const notice = /<p id="([^"]+)" class="[^"]*\bsubscription-banner">([^<]*)<\/p>/.exec(markup);
    expect(notice?.[2]).toBe('Changes to Standard on March 1, 2027');
    expect(markup).toMatch(new RegExp(`<button type="button" class="button button--secondary" aria-describedby="${notice?.[1]}">Undo</button>`));
  });

  it('a move to monthly billing not yet approved at PayPal says so, with Finish at PayPal beside Undo', () => {
    const change = { ...CHANGE, billingType: 'monthly' as const, awaitingConsent: true };
    const subscription = { id: 'sub-1', plan: 'standard', billingType: 'annual', scheduledChange: change } as SubscriptionRow;

    const markup = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ScheduledChange, { subscription, change })));

    expect(markup).toContain(
      'Changes to Standard, billed monthly, on March 1, 2027<span class="subscription-banner__note">Approve the change at PayPal to confirm it. Until then nothing changes.</span>',
    );
    expect(markup).toMatch(/<a [^>]*href="\/dashboard\/plan-change\?subscription=sub-1"[^>]*>Finish at PayPal<\/a>/);
    expect(markup).toContain('>Undo</button>');
  });
});
