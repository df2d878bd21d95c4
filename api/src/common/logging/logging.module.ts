import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { stdSerializers, stdTimeFunctions } from 'pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config';
import type { ProcessRole } from '../config/load-config';
import { assignRequestId } from './request-id';

/** Load balancers call these every few seconds: they get no request logger at all, not merely no line. */
const PROBES = ['healthz', 'readyz'];

/** Link secrets travel in paths (`/verify-email/<token>`); logs keep the route, not the secret. */
const SECRET_PATH_SEGMENT = /\/(verify-email|reset-password)\/[^/?#]+/g;

export function redactSecretPaths(url: string): string {
  return url.replace(SECRET_PATH_SEGMENT, '/$1/[redacted]');
}

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
 * written while a request is handled. Only the method, path (with link secrets redacted),
 * status and id of a request are logged: never cookies, authorization headers or bodies.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: pinoOptions(config, role),
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          exclude: PROBES.map((path) => ({ path, method: RequestMethod.GET })),
        }),
      ],
    };
  }
}

function pinoOptions(config: AppConfig, role: ProcessRole): Options {
  return {
    level: config.logLevel,
    base: { service: role },
    timestamp: stdTimeFunctions.isoTime,
    genReqId: assignRequestId,
    customAttributeKeys: { reqId: 'requestId' },
    // Cheap on every request: one child logger (the request id) rather than two, and the
    // serializers below read the request directly instead of after pino's standard ones
    // have copied its headers; the completion line names the request itself.
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    customSuccessObject: (req, _res, fields) => ({ req, ...fields }),
    customErrorObject: (req, _res, _error, fields) => ({ req, ...fields }),
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({ method: req.method, url: redactSecretPaths(req.originalUrl ?? req.url ?? '') }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    ...(usePrettyOutput(config) ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
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
