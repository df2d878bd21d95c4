import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { BILLING_MESSAGES, GetBillingProfileUseCase, SaveBillingProfileUseCase, type AuthenticatedSession, type BillingProfile } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { BillingProfileDto } from './dto/billing-profile.dto';

type ProfileResult<Profile> = ApiResult<{ profile: Profile }>;

/** /api/billing/profile: whom the caller's invoices are made out to. */
@Controller('billing/profile')
@UseGuards(SessionAuthGuard)
export class BillingProfileController {
  constructor(
    private readonly getBillingProfileUseCase: GetBillingProfileUseCase,
    private readonly saveBillingProfileUseCase: SaveBillingProfileUseCase,
  ) {}

  /** `profile` is null until the first save. */
  @Get()
  async get(@CurrentSession() { user }: AuthenticatedSession): Promise<ProfileResult<BillingProfile | null>> {
    return { profile: await this.getBillingProfileUseCase.execute({ userId: user.id }) };
  }

  /** Replaces the profile; answers it as stored (trimmed, blanks null, codes in capitals). */
  @Put()
  async save(@CurrentSession() { user }: AuthenticatedSession, @Body() body: BillingProfileDto): Promise<ProfileResult<BillingProfile>> {
    const profile = await this.saveBillingProfileUseCase.execute({
      userId: user.id,
      profile: {
        kind: body.kind,
        legalName: body.legalName,
        addressLine1: body.addressLine1,
        addressLine2: body.addressLine2 ?? null,
        city: body.city,
        region: body.region ?? null,
        postalCode: body.postalCode ?? null,
        country: body.country,
        vatNumber: body.vatNumber ?? null,
      },
    });
    return { message: BILLING_MESSAGES.profileSaved, profile };
  }
}
