import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * The baseline: a bare NestJS app on the same Nest and Express as the API, one GET route
 * answering a small JSON. The API's figures are ratios of its throughput on the same run.
 */
@Controller()
class HelloController {
  @Get('hello')
  hello(): { hello: string } {
    return { hello: 'world' };
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
