import { INSTALLER_RELEASE_DATE, INSTALLER_VERSION, MACHINE_PLATFORM_NAMES, type MachinePlatform } from '@pointforge/domain';
import { useCallback, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { installerCopy as copy } from '../../../content/licenses';
import { useLatestReleases } from '../api/get-latest-releases';
import { InstallerDownloadDialog } from './installer-download-dialog';
import { InstallerRelease, type OfferedInstaller } from './installer-release';

/** The catalogue's installer (SITE-SPEC: 1.0.7 of 2025-05-29, the seeded first release), offered when no release could be read. */
const CATALOGUE_INSTALLER: OfferedInstaller = { platform: 'windows', version: INSTALLER_VERSION, releasedAt: INSTALLER_RELEASE_DATE };

const PLATFORM_LIST = new Intl.ListFormat('en', { type: 'disjunction' });

/** The latest release of each platform; the catalogue's once the answer is empty or failed; undefined while it loads. */
function offeredInstallers(releases: readonly OfferedInstaller[] | undefined, error: unknown): readonly OfferedInstaller[] | undefined {
  if (releases && releases.length > 0) return releases;
  return releases || error ? [CATALOGUE_INSTALLER] : undefined;
}

/**
 * The desktop installers: the latest stable release of each platform, with its size and
 * checksums, and the download behind the captcha. Until a release is published the seeded
 * Windows 1.0.7 is all there is; should the releases not load, the catalogue's stands in.
 */
export function InstallerSection() {
  const headingId = useId();
  const { releases, error } = useLatestReleases();
  const [platform, setPlatform] = useState<MachinePlatform | null>(null);
  const close = useCallback(() => setPlatform(null), []);
  const offered = offeredInstallers(releases, error);
  const platforms = PLATFORM_LIST.format((offered ?? [CATALOGUE_INSTALLER]).map((installer) => MACHINE_PLATFORM_NAMES[installer.platform]));
  return (
    <section className="card installer-card" aria-labelledby={headingId} aria-busy={offered === undefined}>
      <div className="card__header">
        <h2 id={headingId} className="card__title">
          {copy.heading}
        </h2>
        <p className="card__intro">{copy.intro(platforms)}</p>
      </div>
      {offered === undefined ? (
        <Spinner label={copy.loading} />
      ) : (
        offered.map((installer) => <InstallerRelease key={installer.platform} installer={installer} titled={offered.length > 1} onDownload={setPlatform} />)
      )}
      {offered?.some((installer) => installer.sha256 !== undefined) && <p className="fine-print">{copy.verifyHint}</p>}
      <InstallerDownloadDialog platform={platform} onClose={close} />
    </section>
  );
}
