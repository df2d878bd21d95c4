import { DomainError } from '../../shared/domain-error';

export const RELEASE_ERROR_CODES = {
  versionExists: 'RELEASES.VERSION_EXISTS',
  notFound: 'RELEASES.NOT_FOUND',
  noInstaller: 'DOWNLOADS.NO_RELEASE',
  invalid: 'VALIDATION.FAILED',
} as const;

export function releaseVersionExistsError(version: string): DomainError {
  return new DomainError('conflict', RELEASE_ERROR_CODES.versionExists, `Version ${version} is already published for this platform and channel.`, {
    errors: [{ field: 'version', message: `Version ${version} is already published for this platform and channel.` }],
  });
}

export function releaseNotFoundError(): DomainError {
  return new DomainError('not_found', RELEASE_ERROR_CODES.notFound, 'There is no such release.');
}

export function noInstallerForPlatformError(): DomainError {
  return new DomainError('not_found', RELEASE_ERROR_CODES.noInstaller, 'No installer is available for this platform yet.');
}

/** A field the edge could not check (the uploaded file) or a value the core refuses. */
export function invalidReleaseFieldError(field: string, message: string): DomainError {
  return new DomainError('invalid', RELEASE_ERROR_CODES.invalid, message, { errors: [{ field, message }] });
}
