import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DesktopLicensesController } from './desktop-licenses.controller';
import { DownloadsController } from './downloads.controller';
import { JwksController } from './jwks.controller';
import { LicensesController } from './licenses.controller';
import { LicenseMembersController } from './license-members.controller';
import { InvitationsController } from './invitations.controller';
import { licensingUseCaseProviders } from './licensing-use-cases.providers';
import { PublicConfigController } from './public-config.controller';

/**
 * Licences, their teams, trials and the installer download (/api/licenses/*,
 * /api/invitations/*, /api/downloads/*), the
 * public settings the download dialog needs (/api/config/public), and the desktop app's
 * licence API (/api/v1/licenses/*, /.well-known/jwks.json). The ports come from the global
 * adapter modules; AccountsModule lends SessionAuthGuard.
 */
@Module({
  imports: [AccountsModule],
  controllers: [
    LicensesController,
    LicenseMembersController,
    InvitationsController,
    DownloadsController,
    PublicConfigController,
    DesktopLicensesController,
    JwksController,
  ],
  providers: licensingUseCaseProviders,
})
export class LicensingModule {}
