import { formatLongUsDate, machinePlatformName, type MachinePlatform } from '@pointforge/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CopyableValue } from '../../../components/ui/copyable-value';
import { Disclosure } from '../../../components/ui/disclosure';
import { Fact } from '../../../components/ui/fact';
import { ReleaseNotesHtml } from '../../../components/ui/release-notes-html';
import { installerCopy as copy } from '../../../content/licenses';
import { releaseCopy } from '../../../content/releases';
import { formatFileSize } from '../../../lib/file-size';
import type { LatestRelease } from '../api/get-latest-releases';

/** What the card offers for a platform: its latest release, or (before any is published, or when they could not be read) the catalogue's version and date alone. */
export type OfferedInstaller = Pick<LatestRelease, 'platform' | 'version' | 'releasedAt'> & Partial<LatestRelease>;

interface InstallerReleaseProps {
  installer: OfferedInstaller;
  /** Whether the card offers several platforms: then each is titled and its Download names it. */
  titled: boolean;
  onDownload: (platform: MachinePlatform) => void;
}

/** The checksums of a release: SHA-256 to copy, the longer SHA-512 behind a disclosure. */
function Checksums({ sha256, sha512 }: { sha256: string; sha512: string }) {
  return (
    <>
      <dl className="installer-release__checksums">
        <Fact term={releaseCopy.sha256Label}>
          <CopyableValue value={sha256} label={releaseCopy.sha256Label} words={releaseCopy.checksum} />
        </Fact>
      </dl>
      <Disclosure variant="inline" summary={releaseCopy.sha512Toggle}>
        <CopyableValue value={sha512} label={releaseCopy.sha512Label} words={releaseCopy.checksum} />
      </Disclosure>
    </>
  );
}

/** One platform's installer: version, date, size and checksums, the release notes, and Download. */
export function InstallerRelease({ installer, titled, onDownload }: InstallerReleaseProps) {
  const titleId = useId();
  const platformName = machinePlatformName(installer.platform);
  const { size, sha256, sha512, notesHtml } = installer;
  return (
    <section className="installer-release" aria-labelledby={titled ? titleId : undefined}>
      {titled && (
        <h3 id={titleId} className="minor-heading">
          {platformName}
        </h3>
      )}
      <dl className="installer-card__facts">
        <Fact term={copy.versionLabel}>{installer.version}</Fact>
        <Fact term={copy.releasedLabel}>
          <time dateTime={installer.releasedAt}>{formatLongUsDate(installer.releasedAt)}</time>
        </Fact>
        {size !== undefined && <Fact term={releaseCopy.sizeLabel}>{formatFileSize(size)}</Fact>}
      </dl>
      {sha256 !== undefined && sha512 !== undefined && <Checksums sha256={sha256} sha512={sha512} />}
      {notesHtml && (
        <Disclosure variant="inline" summary={releaseCopy.notesToggle(installer.version)}>
          <ReleaseNotesHtml html={notesHtml} />
        </Disclosure>
      )}
      <div>
        <Button aria-haspopup="dialog" onClick={() => onDownload(installer.platform)}>
          {copy.download}
          {titled && <span className="visually-hidden">{copy.downloadFor(platformName)}</span>}
        </Button>
      </div>
    </section>
  );
}
