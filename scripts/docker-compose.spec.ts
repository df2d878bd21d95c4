import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

const COMPOSE_FILE = join(__dirname, '..', 'docker-compose.yml');

/** A value for each variable compose requires (`${VAR:?…}`), so `docker compose config` renders the file. */
const REQUIRED = Object.fromEntries(
  [...readFileSync(COMPOSE_FILE, 'utf8').matchAll(/\$\{(\w+):\?/g)].map(([, name]) => [name, name === 'SITE_ORIGIN' ? 'https://pointforge.example' : 'x']),
);

interface PortMapping {
  host_ip?: string;
  target?: number;
  published?: string;
}

/**
 * The `api` service's published ports as compose reads them: from `docker compose config`
 * (long syntax, host_ip spelled out) when the compose plugin is installed; else from the
 * file's short syntax, `HOST_IP:HOST_PORT:CONTAINER_PORT`, with a YAML parser.
 */
function apiPorts(): PortMapping[] {
  const rendered = spawnSync('docker', ['compose', '-f', COMPOSE_FILE, 'config', '--format', 'json'], {
    env: { ...process.env, ...REQUIRED },
    encoding: 'utf8',
  });
  if (rendered.status === 0) {
    return (JSON.parse(rendered.stdout) as { services: { api: { ports: PortMapping[] } } }).services.api.ports;
  }
  const file = load(readFileSync(COMPOSE_FILE, 'utf8')) as { services: { api: { ports: Array<string | PortMapping> } } };
  return file.services.api.ports.map((port) => {
    if (typeof port !== 'string') return port;
    const parts = port.split(':');
    if (parts.length < 3) return { target: Number(parts.at(-1)) };
    return { host_ip: parts.slice(0, -2).join(':'), published: parts.at(-2), target: Number(parts.at(-1)) };
  });
}

describe('docker-compose.yml', () => {
  // ASVS 5.0 4.1.3 / 13.x: a client that skipped the load balancer would write the X-Forwarded-For entry the rate limits trust.
  it('publishes the API on 127.0.0.1 only, on a port Docker picks', () => {
    const ports = apiPorts();
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatchObject({ host_ip: '127.0.0.1', target: 3000 });
  });

  it('keeps the metrics unpublished, listening inside the compose network only', () => {
    const file = load(readFileSync(COMPOSE_FILE, 'utf8')) as { services: Record<string, { ports?: unknown[] }> };
    for (const [name, service] of Object.entries(file.services)) {
      expect({ name, ports: (service.ports ?? []).map(String).filter((port) => port.includes('9464')) }).toEqual({ name, ports: [] });
    }
  });

  it('runs the scheduled backup with the database, the downloads volume and a backups volume of its own', () => {
    const file = load(readFileSync(COMPOSE_FILE, 'utf8')) as {
      services: Record<string, { command?: string[]; environment?: Record<string, string>; volumes?: string[]; restart?: string; ports?: unknown[] }>;
    };
    const backup = file.services.backup;
    expect(backup).toMatchObject({ command: ['node', 'infra/dist/backup/backup-scheduler.js'], restart: 'unless-stopped' });
    expect(backup?.ports).toBeUndefined();
    expect(Object.keys(backup?.environment ?? {})).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'S3_BUCKET', 'BACKUP_TO', 'BACKUP_KEEP', 'BACKUP_INTERVAL_HOURS']),
    );
    expect(backup?.volumes).toEqual(['downloads:/app/var/downloads', 'backups:/app/var/backups']);
    expect(file.services.api?.volumes).toContain('downloads:/app/var/downloads');
  });
});
