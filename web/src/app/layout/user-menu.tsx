import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { layoutCopy } from '../../content/layout';
import { useLogout } from '../../lib/session';

interface UserMenuProps {
  /** The first name, or the email when there is none. */
  name: string;
  /** Admins also get a link to the operator console; nobody else learns it exists. */
  isAdmin: boolean;
  /** Runs after an item is chosen (closes the mobile menu too). */
  onNavigate: () => void;
}

/**
 * The signed-in visitor's menu: a button showing their name that discloses Dashboard (and
 * Operator Console, for admins) and Log Out. Escape, a click outside, or moving focus away closes it.
 */
export function UserMenu({ name, isAdmin, onNavigate }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logOut = useLogout();

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function choose() {
    setOpen(false);
    onNavigate();
  }

  return (
    <div ref={root} className="user-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={button} type="button" className="user-menu__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
        <span className="user-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to="/dashboard" className="user-menu__item" onClick={choose}>
            {layoutCopy.dashboard}
          </Link>
        </li>
        {isAdmin && (
          <li>
            <Link to="/admin" className="user-menu__item" onClick={choose}>
              {layoutCopy.adminConsole}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => {
              choose();
              void logOut();
            }}
          >
            {layoutCopy.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
