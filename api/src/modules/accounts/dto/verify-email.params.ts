import { ACCOUNT_MESSAGES } from '@pointforge/domain';
import { IsEmailedToken } from './emailed-token';

export class VerifyEmailParams {
  @IsEmailedToken(ACCOUNT_MESSAGES.verificationTokenInvalid)
  token!: string;
}
