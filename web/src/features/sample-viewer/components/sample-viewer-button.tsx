import { useState, type ComponentType } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { sampleViewerCopy as copy } from '../../../content/sample-viewer';
import { requestSampleCloud } from '../sample-cloud-source';
import type { SampleViewerDialogProps } from './sample-viewer-dialog';

interface OpenViewer {
  Dialog: ComponentType<SampleViewerDialogProps>;
  cloud: Promise<ArrayBuffer>;
}

/**
 * "View the sample in 3D". Nothing of the viewer is on the page until this is clicked: the
 * click starts the viewer's code (three.js included, its own chunk) and the sample file
 * together, and the dialog opens once the code is there (it shows its own loading state
 * while the file is still coming).
 */
export function SampleViewerButton({ className }: { className?: string }) {
  const { toast } = useToast();
  const [opening, setOpening] = useState(false);
  const [viewer, setViewer] = useState<OpenViewer | null>(null);

  async function open() {
    if (opening || viewer) return;
    setOpening(true);
    const cloud = requestSampleCloud();
    // The dialog reports a failed download; this only keeps it from counting as unhandled.
    cloud.catch(() => undefined);
    try {
      const { SampleViewerDialog } = await import('./sample-viewer-dialog');
      setViewer({ Dialog: SampleViewerDialog, cloud });
    } catch {
      toast({ title: copy.openFailedTitle, description: copy.openFailedMessage, variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      {/* aria-disabled, not disabled: the button keeps focus while the code loads, so the dialog can hand focus back to it. */}
      <button type="button" className={buttonClass('ghost', 'md', className)} aria-disabled={opening || undefined} onClick={() => void open()}>
        {opening ? <Spinner size="sm" label={copy.opening} /> : <CubeIcon />}
        {copy.openButton}
      </button>
      {viewer && <viewer.Dialog cloud={viewer.cloud} onClose={() => setViewer(null)} />}
    </>
  );
}

function CubeIcon() {
  return (
    <svg
      className="icon icon--inline"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7L12 2.5Z" />
      <path d="M3.5 7 12 11.5 20.5 7M12 11.5v10" />
    </svg>
  );
}
