import { IsString } from 'class-validator';
import { DomainError } from '@pointforge/domain';
import { ApiValidationPipe } from './validation';

class NameDto {
  @IsString()
  name!: string;
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('ApiValidationPipe', () => {
  const pipe = new ApiValidationPipe();
  const body = { type: 'body', metatype: NameDto } as const;

  it('turns a good body into the DTO, trimmed', async () => {
    await expect(pipe.transform({ name: '  Ada ' }, body)).resolves.toEqual(Object.assign(new NameDto(), { name: 'Ada' }));
  });

  it('refuses a body nested thousands deep with a 400 error, not a stack overflow', async () => {
    const refusal = await pipe.transform({ name: nested(5_000) }, body).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'invalid', code: 'VALIDATION.FAILED', message: 'The request is nested too deeply.' });
  });

  it('lets a value nested as deep as a form could be reach the field checks', async () => {
    const refusal = await pipe.transform({ name: nested(7) }, body).catch((error: unknown) => error);

    expect(refusal).toMatchObject({ code: 'VALIDATION.FAILED', message: 'name must be a string' });
  });
});
