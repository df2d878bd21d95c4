import type { Provider } from '@nestjs/common';
import {
  AuditLogPort,
  AuditReleaseLog,
  AuditTrail,
  ClockPort,
  DesktopLicenseLookup,
  FileStoragePort,
  GetReleaseNotesUseCase,
  LatestReleasesUseCase,
  ListReleasesUseCase,
  PublishReleaseUseCase,
  RegisterFirstReleaseUseCase,
  ReleaseNotesRendererPort,
  ReleaseLogPort,
  ReleaseRepositoryPort,
  ReleaseSignerPort,
  TokenGeneratorPort,
  TransactionPort,
  UpdateFeedUseCase,
  UserRepositoryPort,
  type UpdateFeedSettings,
} from '@pointforge/domain';
import { MarkdownReleaseNotesRenderer } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';
import { RELEASE_LINK_LIFETIME_SECONDS, RELEASES_FEED_PATH } from './release-routes';

const UPDATE_FEED_SETTINGS: TypedToken<UpdateFeedSettings> = Symbol('UPDATE_FEED_SETTINGS');
/** INSTALLER_OBJECT_KEY: where the installer the site shipped with lives (the first release). */
const INSTALLER_LOCATION: TypedToken<{ objectKey: string }> = Symbol('INSTALLER_LOCATION');

/** The release use cases over the global ports; the notes are rendered by markdown-it. */
export const releasesProviders: Provider[] = [
  { provide: ReleaseNotesRendererPort, useClass: MarkdownReleaseNotesRenderer },
  // Publishing is audited, and so is every console read (AdminAuditInterceptor).
  useCaseProvider(AuditTrail, [AuditLogPort, TokenGeneratorPort, ClockPort]),
  useCaseProvider(AuditReleaseLog, [AuditTrail]),
  { provide: ReleaseLogPort, useExisting: AuditReleaseLog },
  {
    provide: UPDATE_FEED_SETTINGS,
    inject: [AppConfig],
    useFactory: (config: AppConfig): UpdateFeedSettings => ({
      linkLifetimeSeconds: RELEASE_LINK_LIFETIME_SECONDS,
      notesUrl: (releaseId) => `${config.siteOrigin}${RELEASES_FEED_PATH}/${encodeURIComponent(releaseId)}/notes`,
    }),
  },
  { provide: INSTALLER_LOCATION, inject: [AppConfig], useFactory: (config: AppConfig) => ({ objectKey: config.installerObjectKey }) },
  useCaseProvider(PublishReleaseUseCase, [
    ReleaseRepositoryPort,
    FileStoragePort,
    ReleaseSignerPort,
    ReleaseLogPort,
    TransactionPort,
    TokenGeneratorPort,
    ClockPort,
  ]),
  useCaseProvider(ListReleasesUseCase, [ReleaseRepositoryPort, UserRepositoryPort, ReleaseNotesRendererPort]),
  useCaseProvider(LatestReleasesUseCase, [ReleaseRepositoryPort, ReleaseNotesRendererPort]),
  useCaseProvider(GetReleaseNotesUseCase, [ReleaseRepositoryPort, ReleaseNotesRendererPort]),
  useCaseProvider(UpdateFeedUseCase, [DesktopLicenseLookup, ReleaseRepositoryPort, FileStoragePort, UPDATE_FEED_SETTINGS, ClockPort]),
  useCaseProvider(RegisterFirstReleaseUseCase, [ReleaseRepositoryPort, FileStoragePort, ReleaseSignerPort, TokenGeneratorPort, INSTALLER_LOCATION]),
];
