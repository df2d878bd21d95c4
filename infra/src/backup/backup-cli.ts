import { BackupError } from './backup-manifest';
import { appVersionFromEnv, backupSettingsFromEnv, backupTargetFromEnv, parseKeep } from './backup-settings';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const USAGE = 'usage: backup-cli.js backup [--to <folder | s3://bucket/prefix>] [--keep N] | restore <file | s3://bucket/key>';

/** `--name value` pairs; anything else is refused rather than ignored. */
function options(args: string[], allowed: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const [name, value] = [args[index] ?? '', args[index + 1]];
    if (!allowed.includes(name) || value === undefined || value === '') throw new BackupError(`unexpected "${name}"; ${USAGE}`);
    found.set(name, value);
  }
  return found;
}

/** Runs one command as the environment configures it; returns the line to print. */
async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, ...args] = argv;
  const settings = backupSettingsFromEnv(env);
  if (command === 'backup') {
    const given = options(args, ['--to', '--keep']);
    const keep = given.has('--keep') ? parseKeep(given.get('--keep'), '--keep') : parseKeep(env.BACKUP_KEEP);
    const to = given.get('--to') ?? backupTargetFromEnv(env);
    const { location } = await createBackup({ ...settings, to, keep, appVersion: appVersionFromEnv(env) });
    return `backup written: ${location}`;
  }
  if (command === 'restore' && args.length === 1 && args[0]) {
    const { schema } = await restoreBackup(args[0], settings);
    return `restored ${args[0]} (schema ${schema.name})`;
  }
  throw new BackupError(USAGE);
}

/** One line, whatever the error: the cause, never a stack. */
export function describeFailure(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
}

/**
 * `node infra/dist/backup/backup-cli.js backup [--to …] [--keep N]` and `… restore <file>`
 * (`make backup`, `make restore`): one line on stdout and exit 0, or one line on stderr and exit 1.
 */
if (require.main === module) {
  run(process.argv.slice(2), process.env).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(`backup-cli: ${describeFailure(error)}`);
      process.exitCode = 1;
    },
  );
}
