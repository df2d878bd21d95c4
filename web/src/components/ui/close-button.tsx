interface CloseButtonProps {
  /** The accessible name ("Close", "Close notification"): the button shows only ×. */
  label: string;
  onClick: () => void;
  /** A notification's: smaller, in the notification's own colours (white on a failure's red). */
  inNotification?: boolean;
}

/** The × in the top corner of a dialog or a notification. */
export function CloseButton({ label, onClick, inNotification = false }: CloseButtonProps) {
  return (
    <button type="button" className={inNotification ? 'close-button close-button--in-notification' : 'close-button'} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
