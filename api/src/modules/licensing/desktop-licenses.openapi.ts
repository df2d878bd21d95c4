import { applyDecorators } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { DEVICE_TOKEN_SCHEME } from '../../api-docs/openapi-document';
import {
  DEVICE_SIGN_IN_ERROR_CODES,
  DEVICE_SIGN_IN_MESSAGES,
  DESKTOP_LICENSE_CODES,
  LICENSING_MESSAGES,
  MACHINE_PLATFORMS,
  PLAN_LIST,
  tooManyMachinesMessage,
  type DesktopLicenseStatus,
  type LicensePlan,
  type LicenseValidationCode,
  type MachinePlatform,
} from '@pointforge/domain';

/**
 * The OpenAPI description of the desktop licence API (/api/v1/licenses/*): the answers'
 * shapes and every refusal with its code. Classes here describe JSON for the document
 * only; the controller's types come from the domain. The request bodies are described
 * where they are validated (dto/desktop-license-fields.ts).
 */

const TAG = 'Desktop licence API';
const DESKTOP_LICENSE_STATUSES: readonly DesktopLicenseStatus[] = ['active', 'expired', 'suspended'];
const VALIDATION_CODES: readonly LicenseValidationCode[] = [
  DESKTOP_LICENSE_CODES.valid,
  DESKTOP_LICENSE_CODES.notFound,
  DESKTOP_LICENSE_CODES.expired,
  DESKTOP_LICENSE_CODES.suspended,
  DESKTOP_LICENSE_CODES.notActivated,
];
/** What the error filter writes for a body that breaks the field rules, and past a rate limit. */
const VALIDATION_FAILED = 'VALIDATION.FAILED';
const RATE_LIMITED = 'HTTP.RATE_LIMITED';

class LicenseAnswer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: PLAN_LIST.map((plan) => plan.id) }) plan!: LicensePlan;
  @ApiProperty({ enum: DESKTOP_LICENSE_STATUSES, description: 'A cancelled subscription’s licence stays active until it expires.' })
  status!: DesktopLicenseStatus;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: 'How many computers the plan allows.', example: 5 }) seats!: number;
  @ApiProperty({ description: 'How many computers hold a seat now.', example: 2 }) seatsUsed!: number;
}

class MachineAnswer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() fingerprint!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: MACHINE_PLATFORMS, nullable: true }) platform!: MachinePlatform | null;
  @ApiProperty({ type: String, nullable: true }) appVersion!: string | null;
  @ApiProperty({ format: 'date-time' }) activatedAt!: string;
  @ApiProperty({ format: 'date-time', description: 'The last activation or validation from this computer.' }) lastSeenAt!: string;
}

const LICENSE_FILE_DESCRIPTION =
  'The armored licence file: a compact JWS (EdDSA, Ed25519) between -----BEGIN POINTFORGE LICENSE----- and -----END POINTFORGE LICENSE-----, verified offline with /.well-known/jwks.json.';

class CredentialsAnswer {
  @ApiProperty({ description: 'Sent as `Authorization: Bearer` to validate and deactivate; it names this computer.' }) accessToken!: string;
  @ApiProperty({ description: 'Renews both tokens: POST it to /api/v1/oauth/token with grant_type=refresh_token and client_id=pointforge-desktop.' })
  refreshToken!: string;
  @ApiProperty({ description: 'Seconds the access token runs.', example: 3600 }) expiresIn!: number;
  @ApiProperty({ enum: ['Bearer'] }) tokenType!: 'Bearer';
  @ApiProperty({ example: 'license' }) scope!: string;
}

class ActivateAnswer {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ enum: [DESKTOP_LICENSE_CODES.valid] }) code!: string;
  @ApiProperty({ type: LicenseAnswer }) license!: LicenseAnswer;
  @ApiProperty({ type: MachineAnswer }) machine!: MachineAnswer;
  @ApiProperty({ description: LICENSE_FILE_DESCRIPTION }) licenseFile!: string;
  @ApiPropertyOptional({
    type: CredentialsAnswer,
    description: 'With licenseKey only: the computer’s own credential, which keeps working after the key is rotated. Store it; leave the key.',
  })
  credentials?: CredentialsAnswer;
}

class ValidateAnswer {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() valid!: boolean;
  @ApiProperty({ enum: VALIDATION_CODES }) code!: LicenseValidationCode;
  @ApiPropertyOptional({ type: LicenseAnswer, description: 'Absent for NOT_FOUND.' }) license?: LicenseAnswer;
  @ApiPropertyOptional({ type: MachineAnswer, description: 'With a fingerprint that holds a seat.' }) machine?: MachineAnswer;
  @ApiPropertyOptional({ description: `Only for VALID with a fingerprint. ${LICENSE_FILE_DESCRIPTION}` }) licenseFile?: string;
}

class DeactivateAnswer {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: LicenseAnswer, description: 'With the seat just freed.' }) license!: LicenseAnswer;
  @ApiProperty({ type: MachineAnswer, description: 'The activation that was released.' }) machine!: MachineAnswer;
}

class FieldErrorAnswer {
  @ApiProperty({ example: 'fingerprint' }) field!: string;
  @ApiProperty() message!: string;
}

export class ErrorAnswer {
  @ApiProperty({ enum: [false] }) success!: false;
  @ApiProperty() message!: string;
  @ApiProperty() code!: string;
  @ApiPropertyOptional({ type: [FieldErrorAnswer], description: 'For VALIDATION.FAILED: one entry per field.' }) errors?: FieldErrorAnswer[];
}

/** A refusal: the error envelope with `code` limited to `codes`. */
export function refusal(status: number, codes: readonly string[], description: string) {
  return ApiResponse({
    status,
    description,
    schema: { allOf: [{ $ref: getSchemaPath(ErrorAnswer) }, { properties: { code: { type: 'string', enum: [...codes] } } }] },
  });
}

/** Every route: its tag, the error model, either credential, and the refusals any call can get. */
function desktopRoute(summary: string, description: string) {
  return applyDecorators(
    ApiTags(TAG),
    ApiExtraModels(ErrorAnswer),
    ApiOperation({ summary, description }),
    // Either the key in the body (no scheme) or the computer's access token.
    ApiSecurity({}),
    ApiBearerAuth(DEVICE_TOKEN_SCHEME),
    refusal(
      400,
      [VALIDATION_FAILED],
      'The body breaks a field rule or has an unknown field, or sends both or neither of licenseKey and a token; `errors` names the fields.',
    ),
    refusal(
      401,
      [DEVICE_SIGN_IN_ERROR_CODES.invalidToken],
      `${DEVICE_SIGN_IN_MESSAGES.invalidToken} An expired access token: renew it with the refresh token, then call again.`,
    ),
    rateLimited(),
  );
}

/** The 429 of every call that names a licence. */
export function rateLimited() {
  return ApiResponse({
    status: 429,
    description: 'Past 120 calls an hour from the address or 60 naming the licence.',
    headers: { 'Retry-After': { description: 'Seconds until a call is counted again.', schema: { type: 'integer' } } },
    schema: { allOf: [{ $ref: getSchemaPath(ErrorAnswer) }, { properties: { code: { type: 'string', enum: [RATE_LIMITED] } } }] },
  });
}

export function ApiActivateLicense() {
  return applyDecorators(
    desktopRoute(
      'Activate a licence on a computer',
      'Binds the computer’s fingerprint to the licence while it has a free seat, and answers a fresh licence file. The same fingerprint again is the same machine (same id, refreshed details, a new file).',
    ),
    ApiResponse({ status: 200, type: ActivateAnswer, description: 'Activated (or activated again).' }),
    refusal(
      403,
      [DESKTOP_LICENSE_CODES.expired, DESKTOP_LICENSE_CODES.suspended, DESKTOP_LICENSE_CODES.trialUsed, DEVICE_SIGN_IN_ERROR_CODES.fingerprintMismatch],
      `${LICENSING_MESSAGES.licenseExpired} / ${LICENSING_MESSAGES.licenseSuspended} / ${LICENSING_MESSAGES.trialUsedOnMachine} / ${DEVICE_SIGN_IN_MESSAGES.fingerprintMismatch}`,
    ),
    refusal(404, [DESKTOP_LICENSE_CODES.notFound], LICENSING_MESSAGES.licenseNotFound),
    refusal(409, [DESKTOP_LICENSE_CODES.tooManyMachines], `Every seat is taken: "${tooManyMachinesMessage(5, 5)}" (with the real numbers).`),
  );
}

export function ApiValidateLicense() {
  return applyDecorators(
    desktopRoute(
      'Check a licence (the app’s daily refresh)',
      'Always 200 for a well-formed body with a key or a live token: the verdict is in `valid` and `code`. With a fingerprint (a token names its own) and VALID it records the machine’s lastSeenAt and answers a fresh licence file. A revoked token (device released, seat removed) is NOT_ACTIVATED.',
    ),
    ApiResponse({ status: 200, type: ValidateAnswer, description: 'The verdict.' }),
  );
}

export function ApiDeactivateLicense() {
  return applyDecorators(
    desktopRoute('Release this computer’s seat', 'Works whatever the licence’s state, so moving to a new computer works even after the licence lapsed.'),
    ApiResponse({ status: 200, type: DeactivateAnswer, description: 'Released.' }),
    refusal(
      404,
      [DESKTOP_LICENSE_CODES.notFound, DESKTOP_LICENSE_CODES.notActivated],
      `${LICENSING_MESSAGES.licenseNotFound} / ${LICENSING_MESSAGES.machineNotActivated}`,
    ),
  );
}
