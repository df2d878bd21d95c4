import { Body, Controller, Get, HttpCode, Inject, Module, Param, Post, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { DataSource } from 'typeorm';
import { DomainError, DomainErrorKind } from '@pointforge/domain';
import { IsNormalizedEmail, KeepWhitespace } from '../../src/common/http/validation';
import type { ApiResult } from '../../src/common/http/success-envelope';

class AddressDto {
  @IsString()
  @MaxLength(100)
  city!: string;
}

export class EchoDto {
  @IsNormalizedEmail()
  email!: string;

  @IsString()
  @MinLength(2, { message: 'Name must be at least 2 characters.' })
  @MaxLength(50)
  name!: string;

  @KeepWhitespace()
  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters.' })
  @MaxLength(128)
  password!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => AddressDto)
  address?: AddressDto;
}

class PageQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  page!: number;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  search?: string;
}

const RETRY_AFTER_SECONDS = 30;
const SLOW_ROUTE_MS = 400;
const LIST_LENGTH = 200;

/** Routes that exist only in the API tests, to drive every convention through the real app. */
@Controller('__spec')
class SpecController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get('ok')
  ok(): ApiResult<{ value: number }> {
    return { message: 'Done', value: 42 };
  }

  @Get('nothing')
  nothing(): void {}

  @Get('fail/:kind')
  fail(@Param('kind') kind: DomainErrorKind): never {
    throw new DomainError(kind, `SPEC.${kind.toUpperCase()}`, `Failed as ${kind}.`, {
      retryAfterSeconds: kind === 'rate_limited' ? RETRY_AFTER_SECONDS : undefined,
    });
  }

  @Get('crash')
  crash(): never {
    throw new Error('connection to 10.0.0.5 lost at /srv/app/secret.js:12');
  }

  @Get('bad-sql')
  async badSql(): Promise<never> {
    await this.dataSource.query('SELECT password_hash FROM no_such_table');
    throw new Error('unreachable');
  }

  /** A request still in flight when shutdown begins. */
  @Get('slow')
  async slow(): Promise<ApiResult<{ finished: boolean }>> {
    await new Promise((resolve) => setTimeout(resolve, SLOW_ROUTE_MS));
    return { finished: true };
  }

  @Post('echo')
  @HttpCode(200)
  echo(@Body() body: EchoDto): ApiResult<{ echoed: EchoDto }> {
    return { message: 'Echoed', echoed: body };
  }

  @Post('nobody')
  @HttpCode(200)
  nobody(): ApiResult {
    return { message: 'No body needed' };
  }

  /** An answer of some kilobytes, as a list page would give. */
  @Get('list')
  list(): ApiResult<{ items: Array<{ id: number; name: string }> }> {
    return { items: Array.from({ length: LIST_LENGTH }, (_, id) => ({ id, name: `Item number ${id}` })) };
  }

  @Get('page')
  page(@Query() query: PageQueryDto): ApiResult<{ query: PageQueryDto }> {
    return { query };
  }
}

@Module({ controllers: [SpecController] })
export class SpecRoutesModule {}

export { LIST_LENGTH, RETRY_AFTER_SECONDS, SLOW_ROUTE_MS };
