import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { uiCopy } from '../../content/layout';
import { ButtonRow } from './button-row';
import { CloseButton } from './close-button';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog asks to close: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** A short line under the title; the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom (for example Cancel and Confirm). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** False keeps a click on the backdrop from closing (for forms that would lose input). */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert (so focus stays inside), Escape closes it, and focus returns to whatever opened it.
 * The title labels the dialog. Content is only rendered while open.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md', closeOnBackdrop = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // True while this component wants the dialog shown; tells a native close (Escape) apart
  // from the close this component performs itself.
  const shownRef = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    shownRef.current = true;
    if (!dialog.open) dialog.showModal();
    return () => {
      shownRef.current = false;
      if (dialog.open) dialog.close();
      // Browsers differ in restoring focus after a modal closes; do it explicitly.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // Escape closes the native dialog by itself; report it so the owner's `open` follows.
    function onNativeClose() {
      if (!shownRef.current) return;
      shownRef.current = false;
      onCloseRef.current();
    }
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, []);

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the <dialog> itself (not its panel) landed on the backdrop.
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={onBackdropClick}
    >
      {open && (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <CloseButton label={uiCopy.dialogClose} onClick={onClose} />
          </div>
          {description && (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          )}
          {children && <div className="dialog__body">{children}</div>}
          {footer && <ButtonRow className="dialog__footer">{footer}</ButtonRow>}
        </div>
      )}
    </dialog>
  );
}
