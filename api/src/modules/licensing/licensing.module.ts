import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DownloadsController } from './downloads.controller';
import { LicensesController } from './licenses.controller';
import { licensingUseCaseProviders } from './licensing-use-cases.providers';
import { PublicConfigController } from './public-config.controller';

/**
 * Licences, trials and the installer download (/api/licenses/*, /api/downloads/*), and the
 * public settings the download dialog needs (/api/config/public). The ports come from the
 * global infrastructure modules; AccountsModule lends SessionAuthGuard.
 */
@Module({
  imports: [AccountsModule],
  controllers: [LicensesController, DownloadsController, PublicConfigController],
  providers: licensingUseCaseProviders,
})
export class LicensingModule {}
