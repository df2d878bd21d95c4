import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { destination, pino, stdSerializers, stdTimeFunctions, type Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import type { ProcessRole } from '../config/load-config';
import { RequestLogging } from './request-logging';

/** What of a database driver's error helps an operator without repeating the values sent. */
const DRIVER_ERROR_FIELDS = ['code', 'errno', 'sqlState'] as const;

/**
 * pino's error serializer, minus the values of a failed query: TypeORM's QueryFailedError
 * carries its `parameters` (a licence key, a token hash, an email) and, copied from mysql2's
 * error, the statement with those values written in (`sql`). The SQL with its placeholders
 * (`query`) and the driver's error code stay.
 */
export function serializeError(error: Error): Record<string, unknown> {
  const { parameters: _values, sql: _statement, driverError, ...serialized } = stdSerializers.err(error) as Record<string, unknown>;
  if (typeof driverError !== 'object' || driverError === null) return serialized;
  const driverFields = DRIVER_ERROR_FIELDS.filter((field) => field in driverError).map((field) => [field, (driverError as Record<string, unknown>)[field]]);
  return { ...serialized, driverError: Object.fromEntries(driverFields) };
}

/**
 * Structured JSON logs through pino, one line per event, with the request id on every line
 * written while an API request is handled (RequestLogging). Only the method, path (with link
 * secrets redacted), status and id of a request are logged: never cookies, authorization
 * headers or bodies.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    const logger = rootLogger(config, role);
    return {
      module: LoggingModule,
      imports: [
        // nestjs-pino serves as Nest's logger only; it mounts no middleware of its own (RequestLogging does the requests).
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
      ],
      providers: [{ provide: RequestLogging, useValue: new RequestLogging(logger) }],
      exports: [RequestLogging],
    };
  }
}

/**
 * Lines go to stdout asynchronously: under load the lines written while one write is in
 * flight leave together in the next, rather than one blocking system call per line. pino
 * flushes what is pending when the process exits.
 */
function rootLogger(config: AppConfig, role: ProcessRole): Logger {
  const options = {
    level: config.logLevel,
    base: { service: role },
    timestamp: stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
  };
  if (usePrettyOutput(config)) return pino({ ...options, transport: { target: 'pino-pretty', options: { singleLine: true } } });
  return pino(options, destination({ dest: 1, sync: false }));
}

/** Human-friendly lines only for a developer watching a terminal; machines always get JSON. */
function usePrettyOutput(config: AppConfig): boolean {
  if (config.nodeEnv !== 'development' || !process.stdout.isTTY) return false;
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
