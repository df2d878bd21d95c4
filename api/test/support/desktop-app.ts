import { randomBytes } from 'node:crypto';
import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';
import { newClientIp } from './browser';

/** What a desktop app computes: a hash of the OS machine id, here 32 random bytes in base64url. */
export function aFingerprint(): string {
  return randomBytes(32).toString('base64url');
}

export type DesktopAction = 'activate' | 'validate' | 'deactivate';

/**
 * A desktop app on its own address: JSON bodies and nothing else a browser sends (no
 * cookie, no X-Requested-With, no Origin).
 */
export function desktopApp(http: App, ip: string = newClientIp()) {
  return (action: DesktopAction, body: object): Promise<Response> => request(http).post(`/api/v1/licenses/${action}`).set('X-Forwarded-For', ip).send(body);
}
