import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IsOptional, IsString, Matches } from 'class-validator';

/**
 * The baselines: a bare NestJS app on the same Nest and Express as the API. `GET /hello`
 * answers a small JSON; the API's figures are ratios of its throughput on the same run.
 * `POST /validate-shape` is a licence check's shape and nothing else: a JSON body of a key
 * and a fingerprint turned into a DTO and validated as the API's pipe does (whitelist,
 * unknown fields refused, transform), answered with a fixed JSON of a check's size (the
 * licence, the machine and a 2 KB file). What a check costs over it is the API's own:
 * its middleware (security headers, request ids, the request log, metrics, CSRF guard),
 * the rate limits and the check itself.
 */
class ValidateShapeBody {
  @IsString()
  @Matches(/^PF(-[A-Z0-9]{5}){5}$/i)
  licenseKey!: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._:+/=-]{16,256}$/)
  fingerprint?: string;
}

const A_CHECKS_ANSWER = {
  success: true,
  valid: true,
  code: 'VALID',
  license: {
    id: '5f0e8a52-7c1e-4f37-9d43-0a4b1c2d3e4f',
    plan: 'standard',
    status: 'active',
    expiresAt: '2027-11-29T00:00:00.000Z',
    seats: 1,
    devicesPerSeat: 2,
    seatsUsed: 1,
  },
  machine: {
    id: '0b9d6c1e-2f3a-4b5c-8d7e-6f5a4b3c2d1e',
    fingerprint: 'f'.repeat(64),
    name: 'SURVEY-WS-01',
    platform: 'windows',
    appVersion: '1.0.7',
    activatedAt: '2026-11-29T00:00:00.000Z',
    lastSeenAt: '2026-11-29T00:00:00.000Z',
  },
  licenseFile: `-----BEGIN POINTFORGE LICENSE-----\n${'eyJhbGciOiJFZERTQSIsImtpZCI6IllmcjZ6aGZOUFp5MWtQVlZpT056dC03c1k0\n'.repeat(31)}-----END POINTFORGE LICENSE-----\n`,
};

@Controller()
class HelloController {
  @Get('hello')
  hello(): { hello: string } {
    return { hello: 'world' };
  }

  @Post('validate-shape')
  @HttpCode(200)
  validateShape(@Body(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true })) _body: ValidateShapeBody): typeof A_CHECKS_ANSWER {
    return A_CHECKS_ANSWER;
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(HelloModule, { logger: false });
  await app.listen(Number(process.env.PORT), '127.0.0.1');
}

main().catch((error: unknown) => {
  process.stderr.write(`The hello app failed to start: ${String(error)}\n`);
  process.exit(1);
});
