import { BadRequestException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from '@pointforge/domain';
import { QueryFailedError } from 'typeorm';
import { toApiFailure, withoutBodyQuote } from './api-failure';
import { toValidationError } from './validation';
import { DOMAIN_ERROR_STATUSES, validationFailure } from '../../../test/support/refusals';

describe('toApiFailure', () => {
  it.each(DOMAIN_ERROR_STATUSES)('maps a %s DomainError to %i with its code and message', (kind, status) => {
    const failure = toApiFailure(new DomainError(kind, 'SPEC.CODE', 'What the user reads.'));
    expect(failure).toEqual({
      status,
      body: { success: false, message: 'What the user reads.', code: 'SPEC.CODE' },
      unexpected: false,
    });
  });

  it('carries field errors and the Retry-After seconds', () => {
    const errors = [{ field: 'email', message: 'Please enter a valid email address.' }];
    expect(toApiFailure(new DomainError('invalid', 'X', 'Bad', { errors })).body.errors).toEqual(errors);
    expect(toApiFailure(new DomainError('rate_limited', 'X', 'Slow down', { retryAfterSeconds: 12.2 })).retryAfterSeconds).toBe(13);
    expect(toApiFailure(new DomainError('conflict', 'X', 'No', { retryAfterSeconds: 5 })).retryAfterSeconds).toBeUndefined();
  });

  it('answers a lost or refused database connection with 503 and Retry-After, never 500', () => {
    const lost = new QueryFailedError('INSERT INTO users', [], Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    for (const error of [lost, refused]) {
      expect(toApiFailure(error)).toEqual({
        status: 503,
        body: {
          success: false,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
          code: 'SERVICE.UNAVAILABLE',
        },
        retryAfterSeconds: 5,
        unexpected: false,
      });
    }
  });

  it('maps Nest HTTP exceptions to the same envelope', () => {
    expect(toApiFailure(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      status: 404,
      body: { success: false, message: 'The requested resource was not found.', code: 'HTTP.NOT_FOUND' },
      unexpected: false,
    });
    expect(toApiFailure(new BadRequestException('Unexpected token } in JSON')).body).toEqual({
      success: false,
      message: 'Unexpected token } in JSON',
      code: 'HTTP.BAD_REQUEST',
    });
    expect(toApiFailure(new ForbiddenException()).body.code).toBe('HTTP.FORBIDDEN');
  });

  it('maps exposed body-parser errors to their 4xx status', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(toApiFailure(tooLarge)).toMatchObject({ status: 413, body: { code: 'HTTP.PAYLOAD_TOO_LARGE' } });
  });

  // ASVS 5.0 16.5.1: an error answer echoes nothing of the request body (it may hold a password).
  it("answers a body that is not JSON with a fixed message, not the parser's quote of the body", () => {
    const notJson = Object.assign(new SyntaxError('Unexpected token \'h\', "{"password":"hunter2",}" is not valid JSON'), {
      status: 400,
      expose: true,
      type: 'entity.parse.failed',
    });
    expect(toApiFailure(withoutBodyQuote(notJson))).toEqual({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON.', code: 'HTTP.BAD_REQUEST' },
      unexpected: false,
    });
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true, type: 'entity.too.large' });
    expect(withoutBodyQuote(tooLarge)).toBe(tooLarge);
  });

  it.each([
    ['an Error', new Error("ER_NO_SUCH_TABLE: SELECT * FROM users WHERE password = 'x'")],
    ['a thrown string', 'boom'],
    ['a 5xx HttpException', new HttpException('db pool exhausted at pool.js:42', 500)],
    ['an unexposed status error', Object.assign(new Error('template at /srv/x.hbs:3'), { status: 400 })],
  ])('answers %s with the generic 500 and nothing from the error', (_, error) => {
    const failure = toApiFailure(error);
    expect(failure).toEqual({
      status: 500,
      body: { success: false, message: 'Something went wrong. Please try again.', code: 'INTERNAL' },
      unexpected: true,
    });
  });

  it('turns class-validator errors into VALIDATION.FAILED with one message per field', () => {
    const error = toValidationError([
      { property: 'email', constraints: { maxLength: 'too long', isEmail: 'Please enter a valid email address.' }, children: [] },
      { property: 'admin', constraints: { whitelistValidation: 'property admin should not exist' }, children: [] },
      {
        property: 'address',
        children: [{ property: 'city', constraints: { isString: 'city must be a string' }, children: [] }],
      },
    ]);
    expect(toApiFailure(error)).toEqual({
      status: 400,
      unexpected: false,
      body: validationFailure({
        email: 'Please enter a valid email address.',
        admin: 'admin is not an accepted field.',
        'address.city': 'city must be a string',
      }),
    });
  });
});
