import { classNames } from './class-names';
import { Dialog, type DialogProps } from './dialog';
import './drawer.css';

export type DrawerProps = Omit<DialogProps, 'size'>;

/**
 * A record's details beside the list it came from: a modal Dialog (focus held inside, Escape and
 * the close button close it, focus returns to the opener) that slides in from the right edge at
 * full height on a wide screen and fills the screen on a phone.
 */
export function Drawer({ className, ...dialogProps }: DrawerProps) {
  return <Dialog {...dialogProps} size="lg" className={classNames('drawer', className)} />;
}
