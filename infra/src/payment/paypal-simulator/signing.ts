import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { WebhookDelivery } from './types';
import { paypalId } from './values';

/** How a delivery's body is written; PayPal signs whatever bytes it sends, so tests may send other renderings. */
export type RenderEvent = (event: Record<string, unknown>) => string;

export function compactJson(event: Record<string, unknown>): string {
  return JSON.stringify(event);
}

/** POSTs a (signed or forged) delivery to a webhook URL; resolves with the status. */
export async function deliver(delivery: Pick<WebhookDelivery, 'headers' | 'body'>, targetUrl: string): Promise<number> {
  const response = await fetch(targetUrl, { method: 'POST', headers: delivery.headers, body: delivery.body });
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

/**
 * Signs webhook deliveries as PayPal would for `webhookId`, and answers
 * verify-webhook-signature: SUCCESS only for deliveries it signed, byte for byte.
 */
export class WebhookSigner {
  private readonly signingKey = randomBytes(32);

  /** `baseUrl` tells where the simulator listens, for the certificate URL a delivery names. */
  constructor(
    private readonly webhookId: string,
    private readonly baseUrl: () => string,
  ) {}

  /** A delivery of an event of `type` whose resource is `resource`, signed over the bytes `render` writes. */
  delivery(type: string, resourceType: string, resource: Record<string, unknown>, render: RenderEvent = compactJson): WebhookDelivery {
    const event = {
      id: `${paypalId('WH-', 17)}-${paypalId('', 17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: `Simulated ${type}`,
      resource,
    };
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const body = render(event);
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': this.sign(transmissionId, transmissionTime, this.webhookId, body),
        'paypal-cert-url': `${this.baseUrl()}/v1/notifications/certs/CERT-SIMULATOR`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body,
      event,
    };
  }

  /**
   * As at PayPal, the signature covers the event's bytes as delivered: `webhook_event` must be
   * those bytes, spliced in unchanged as the request's last member; a re-serialised event fails.
   */
  verify(json: Record<string, unknown>, raw: string): boolean {
    const { transmission_id: id, transmission_time: time, transmission_sig: sig, webhook_id: webhookId } = json;
    if (typeof id !== 'string' || typeof time !== 'string' || typeof sig !== 'string' || typeof webhookId !== 'string') return false;
    const member = /,\s*"webhook_event"\s*:/.exec(raw);
    if (!member) return false;
    const eventBytes = raw.slice(member.index + member[0].length, raw.lastIndexOf('}')).trim();
    const expected = Buffer.from(this.sign(id, time, webhookId, eventBytes));
    const given = Buffer.from(sig);
    return webhookId === this.webhookId && expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(transmissionId: string, time: string, webhookId: string, eventBytes: string): string {
    const digest = createHash('sha256').update(eventBytes).digest('hex');
    return createHmac('sha256', this.signingKey).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest('base64');
  }
}
