import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';
import type { SignedInUser } from './signed-in-users';
import type { SuiteService } from './stack-suite';
import { BROWSER_HEADERS } from './test-config';

export const FIRST_INSTALLER_KEY = 'installers/PointForge-Setup-1.0.7.exe';

/** A downloads folder holding the installer the site shipped with (the first release), as local storage serves it. */
export function downloadsWithInstaller(installer: Buffer): SuiteService & { directory: string } {
  const directory = join(tmpdir(), `pf-releases-${randomBytes(6).toString('hex')}`);
  return {
    directory,
    async start() {
      mkdirSync(join(directory, 'installers'), { recursive: true });
      writeFileSync(join(directory, FIRST_INSTALLER_KEY), installer);
      return { env: { DOWNLOADS_DIR: directory, DOWNLOAD_SIGNING_SECRET: randomBytes(32).toString('hex') } };
    },
    close: () => rmSync(directory, { recursive: true, force: true }),
  };
}

export interface ReleaseForm {
  version: string;
  channel: string;
  platform: string;
  releasedAt: string;
  notes: string;
}

/**
 * POST /api/admin/releases as the console sends it: multipart/form-data with the file in
 * `artifact`, X-Requested-With (unless `headers` say otherwise), the session; `path` another
 * route, to see that only this one takes multipart.
 */
export function publishRelease(
  http: App,
  admin: SignedInUser,
  form: ReleaseForm,
  artifact: Buffer | null,
  { headers = BROWSER_HEADERS, path = '/api/admin/releases' }: { headers?: Record<string, string>; path?: string } = {},
): Promise<Response> {
  const fileName = `PointForge-Setup-${form.version}.exe`;
  let call = request(http)
    .post(path)
    .set(headers)
    .set('X-Forwarded-For', admin.browser.ip)
    .set('Cookie', `pf_session=${admin.browser.session ?? ''}`);
  for (const [name, value] of Object.entries(form)) call = call.field(name, value);
  return artifact === null ? call : call.attach('artifact', artifact, fileName);
}

/** A desktop app's GET of the update feed with `Authorization`, from its own address. */
export function feedRequest(http: App, path: string, authorization: string, ip: string): Promise<Response> {
  return request(http).get(path).set('Authorization', authorization).set('X-Forwarded-For', ip);
}
