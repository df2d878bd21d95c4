import { ACTIVATION_REQUEST_MAX_LENGTH, DEACTIVATION_CODE_MAX_LENGTH } from '@pointforge/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/licenses/:licenseId/offline-activations: the text of the request file the offline computer wrote. */
export class OfflineActivationDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACTIVATION_REQUEST_MAX_LENGTH)
  request!: string;
}

/** POST /api/licenses/:licenseId/offline-deactivations: the code the app showed, as typed. */
export class OfflineDeactivationDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(DEACTIVATION_CODE_MAX_LENGTH)
  code!: string;
}
