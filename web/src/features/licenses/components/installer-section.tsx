import { formatLongUsDate, INSTALLER_RELEASE_DATE, INSTALLER_VERSION } from '@pointforge/domain';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { installerCopy as copy } from '../../../content/licenses';
import { InstallerDownloadDialog } from './installer-download-dialog';

/** The desktop installer: the release on offer (SITE-SPEC: 1.0.7 of 2025-05-29) and its download. */
export function InstallerSection() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <section className="card installer-card" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId} className="card__title">
          {copy.heading}
        </h2>
        <p className="card__intro">{copy.intro}</p>
      </div>
      <dl className="installer-card__facts">
        <Fact term={copy.versionLabel}>{INSTALLER_VERSION}</Fact>
        <Fact term={copy.releasedLabel}>
          <time dateTime={INSTALLER_RELEASE_DATE}>{formatLongUsDate(INSTALLER_RELEASE_DATE)}</time>
        </Fact>
      </dl>
      <div>
        <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {copy.download}
        </Button>
      </div>
      <InstallerDownloadDialog open={open} onClose={close} />
    </section>
  );
}
