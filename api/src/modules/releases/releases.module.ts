import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { tmpdir } from 'node:os';
import { AppConfig } from '../../common/config/app-config';
import { AccountsModule } from '../accounts/accounts.module';
import { LicensingModule } from '../licensing/licensing.module';
import { DashboardReleasesController } from './dashboard-releases.controller';
import { FirstReleaseRegistrar } from './first-release.registrar';
import { ReleaseFeedController } from './release-feed.controller';
import { ReleasesAdminController } from './releases-admin.controller';
import { releasesProviders } from './releases.providers';
import { RemoveUploadedArtifact } from './uploaded-artifact';

/** Room for the form's text fields beside the file: the notes, up to 4 bytes a character, and the rest. */
const FIELD_BYTES = 100_000;

/**
 * Releases of the desktop app: publishing in the console (/api/admin/releases), the
 * dashboard's offer (/api/downloads/releases) and the app's update feed (/api/v1/releases/*).
 * Uploads spool to the system's temporary folder (TMPDIR), one file of at most
 * RELEASE_MAX_BYTES. LicensingModule lends the desktop licence lookup, AccountsModule the
 * session guard; the first release is registered at start-up.
 */
@Module({
  imports: [
    AccountsModule,
    LicensingModule,
    MulterModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        dest: tmpdir(),
        limits: { fileSize: config.releaseMaxBytes, files: 1, fields: 10, fieldSize: FIELD_BYTES, parts: 12 },
      }),
    }),
  ],
  controllers: [ReleasesAdminController, DashboardReleasesController, ReleaseFeedController],
  providers: [...releasesProviders, RemoveUploadedArtifact, FirstReleaseRegistrar],
})
export class ReleasesModule {}
