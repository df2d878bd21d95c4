import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { twoFactorSettingsCopy } from '../../../content/two-factor';
import { useCopyAndSave } from '../../../lib/use-copy-and-save';

const copy = twoFactorSettingsCopy.recoveryCodes;

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The user says the codes are stored; they are not shown again. */
  onDone: () => void;
}

/**
 * The ten recovery codes, shown once after enrolment: a warning to store them, the list,
 * and copy and download (one code per line). The heading takes the focus, so keyboard and
 * screen reader users land on the warning first.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const headingId = useId();
  const warningId = useId();
  const actions = useCopyAndSave(copy);
  const text = `${codes.join('\n')}\n`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="recovery-codes" role="region" aria-labelledby={headingId} aria-describedby={warningId}>
      <h3 id={headingId} className="recovery-codes__heading" tabIndex={-1} ref={headingRef}>
        {copy.heading}
      </h3>
      <Notice id={warningId} tone="danger" className="recovery-codes__warning">
        {copy.warning}
      </Notice>
      <ol className="recovery-codes__list" aria-label={copy.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="profile-card__actions">
        <Button variant="secondary" onClick={() => void actions.copyText(text)}>
          {actions.copied ? copy.copied : copy.copy}
        </Button>
        <Button variant="secondary" onClick={() => actions.saveText(copy.fileName, text)}>
          {copy.download}
        </Button>
        <Button onClick={onDone}>{copy.done}</Button>
      </div>
    </div>
  );
}
