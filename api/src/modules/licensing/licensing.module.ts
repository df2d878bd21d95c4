import { Module } from '@nestjs/common';

/**
 * Licences, trials and the installer download (/api/licenses/*, /api/downloads/*).
 * Controllers, DTOs and use-case providers land here; the ports they need are provided
 * globally by the infrastructure modules.
 */
@Module({})
export class LicensingModule {}
