import { Module } from '@nestjs/common';
import { DesktopLicenseLookup } from '@pointforge/domain';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminModule } from '../admin/admin.module';
import { DeviceSignInController } from './device-sign-in.controller';
import { deviceSignInProviders } from './device-sign-in.providers';
import { OAuthController, OAuthMetadataController } from './oauth.controller';
import { DesktopLicensesController } from './desktop-licenses.controller';
import { DownloadsController } from './downloads.controller';
import { JwksController } from './jwks.controller';
import { LicensesController } from './licenses.controller';
import { LicenseMembersController } from './license-members.controller';
import { OfflineLicensesController } from './offline-licenses.controller';
import { InvitationsController } from './invitations.controller';
import { licensingUseCaseProviders } from './licensing-use-cases.providers';
import { PublicConfigController } from './public-config.controller';
import { recentDesktopChecksProviders } from './recent-desktop-checks.providers';

/**
 * Licences, their teams, their air-gapped computers, trials and the installer download (/api/licenses/*,
 * /api/invitations/*, /api/downloads/*), the
 * public settings the download dialog needs (/api/config/public), and the desktop app's
 * licence API (/api/v1/licenses/*, /.well-known/jwks.json), and its sign-in by device code
 * (/.well-known/oauth-authorization-server, /api/v1/oauth/*, /api/oauth/device/*). The ports come from the global
 * adapter modules; AccountsModule lends SessionAuthGuard, AdminModule the key rotation.
 */
@Module({
  imports: [AccountsModule, AdminModule],
  controllers: [
    LicensesController,
    LicenseMembersController,
    OfflineLicensesController,
    InvitationsController,
    DownloadsController,
    PublicConfigController,
    DesktopLicensesController,
    JwksController,
    OAuthMetadataController,
    OAuthController,
    DeviceSignInController,
  ],
  providers: [...licensingUseCaseProviders, ...deviceSignInProviders, ...recentDesktopChecksProviders],
  // The update feed finds the caller's licence as the licence API does (ReleasesModule).
  exports: [DesktopLicenseLookup],
})
export class LicensingModule {}
