import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiProduces, ApiProperty, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { DESKTOP_LICENSE_CODES, DEVICE_SIGN_IN_ERROR_CODES, LICENSING_MESSAGES, RELEASE_ERROR_CODES } from '@pointforge/domain';
import { DEVICE_TOKEN_SCHEME, LICENCE_KEY_SCHEME } from '../../api-docs/openapi-document';
import { ErrorAnswer, rateLimited, refusal } from '../licensing/desktop-licenses.openapi';

/**
 * The OpenAPI description of the update feed (/api/v1/releases/*). Classes here describe
 * JSON for the document only; the controller's types come from the domain and the controller.
 */

const TAG = 'Updates';

class UpdateAnswer {
  @ApiProperty({ example: '1.1.0', description: 'A semantic version.' }) version!: string;
  @ApiProperty({ format: 'date', example: '2025-09-01' }) releasedAt!: string;
  @ApiProperty({ description: 'Bytes of the artifact.' }) size!: number;
  @ApiProperty({ description: 'Hex SHA-256 of the artifact.' }) sha256!: string;
  @ApiProperty({ description: 'Hex SHA-512 of the artifact.' }) sha512!: string;
  @ApiProperty({ description: 'Base64 of the 64-byte Ed25519 signature over the artifact’s bytes (Sparkle’s sparkle:edSignature).' }) edSignature!: string;
  @ApiProperty({ description: 'A signed link to the artifact; it works for an hour.' }) downloadUrl!: string;
  @ApiProperty({ description: 'The release notes as a page.' }) notesUrl!: string;
}

class LatestAnswer {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: UpdateAnswer, nullable: true, description: 'Null when `current` is already the newest release the licence may install.' })
  update!: UpdateAnswer | null;
}

class PublicKeyAnswer {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: 'Base64 of the 32 raw bytes of the Ed25519 public key: Sparkle’s SUPublicEDKey.' }) edPublicKey!: string;
}

/** The appcast and /latest: either credential, and what a licence that may not update is told. */
function feedRoute(summary: string, description: string) {
  return applyDecorators(
    ApiTags(TAG),
    ApiExtraModels(ErrorAnswer),
    ApiOperation({ summary, description }),
    ApiSecurity(LICENCE_KEY_SCHEME),
    ApiBearerAuth(DEVICE_TOKEN_SCHEME),
    refusal(400, ['VALIDATION.FAILED'], 'A bad platform, channel or current version, or no credential; `errors` names the fields.'),
    refusal(401, [DEVICE_SIGN_IN_ERROR_CODES.invalidToken], 'An unknown or expired access token.'),
    refusal(403, [DESKTOP_LICENSE_CODES.suspended], `${LICENSING_MESSAGES.licenseSuspended} A refunded or suspended licence gets no updates.`),
    refusal(404, [DESKTOP_LICENSE_CODES.notFound], LICENSING_MESSAGES.licenseNotFound),
    rateLimited(),
  );
}

export function ApiReleasePublicKey() {
  return applyDecorators(
    ApiTags(TAG),
    ApiOperation({
      summary: 'The public key release artifacts are signed with',
      description: 'No credential. Apps pin it; Sparkle reads it as SUPublicEDKey.',
    }),
    ApiResponse({ status: 200, type: PublicKeyAnswer }),
  );
}

export function ApiLatestRelease() {
  return applyDecorators(
    feedRoute(
      'The update to offer, if any',
      'The newest release of the platform on the channel (beta also sees stable) that the licence may install: every release while it runs, those released before its expiry once it has expired.',
    ),
    ApiResponse({ status: 200, type: LatestAnswer }),
  );
}

export function ApiAppcast() {
  return applyDecorators(
    feedRoute(
      'The Sparkle 2 / WinSparkle appcast',
      'RSS 2.0 with the sparkle namespace: one item per release the licence may install, newest first, with sparkle:version, sparkle:shortVersionString, pubDate, sparkle:releaseNotesLink and an enclosure carrying url, length, sparkle:edSignature and sparkle:os.',
    ),
    ApiProduces('application/rss+xml'),
    ApiResponse({ status: 200, description: 'The appcast.', content: { 'application/rss+xml': { schema: { type: 'string' } } } }),
  );
}

export function ApiReleaseNotes() {
  return applyDecorators(
    ApiTags(TAG),
    ApiOperation({ summary: 'A release’s notes as a page', description: 'No credential: the update dialog shows it before anything is downloaded.' }),
    ApiProduces('text/html'),
    ApiResponse({ status: 200, description: 'The notes page.', content: { 'text/html': { schema: { type: 'string' } } } }),
    refusal(404, [RELEASE_ERROR_CODES.notFound], 'There is no such release.'),
  );
}
