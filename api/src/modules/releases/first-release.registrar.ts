import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { INSTALLER_VERSION, RegisterFirstReleaseUseCase } from '@pointforge/domain';

/**
 * Registers the installer the site shipped with as the first release at every start
 * (idempotent). A failure (storage unreachable) is logged, not fatal: the next start tries
 * again, and the rest of the site works meanwhile.
 */
@Injectable()
export class FirstReleaseRegistrar implements OnApplicationBootstrap {
  private readonly logger = new Logger('Releases');

  constructor(private readonly registerFirstRelease: RegisterFirstReleaseUseCase) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const outcome = await this.registerFirstRelease.execute();
      if (outcome === 'registered') this.logger.log(`Registered the stored installer as release ${INSTALLER_VERSION}`);
      if (outcome === 'installer_missing') this.logger.warn(`No stored installer yet: release ${INSTALLER_VERSION} is registered once it is there`);
    } catch (error) {
      this.logger.warn(`Could not register release ${INSTALLER_VERSION}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
