import { UI_TIMINGS } from '@pointforge/domain';
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { uiCopy } from '../../../content/layout';
import { CloseButton } from '../close-button';
import { dismissToast, getServerToasts, getToasts, subscribeToToasts, type ToastItem } from './toast-store';

/** A horizontal drag shorter than this is a click, not the start of a swipe. */
const DRAG_START_PX = 4;

interface ToastCardProps {
  item: ToastItem;
  paused: boolean;
}

function ToastCard({ item, paused }: ToastCardProps) {
  const remaining = useRef(item.duration);
  const drag = useRef<{ pointerId: number; startX: number; offset: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);

  // The countdown runs only while nobody hovers, focuses or drags the toast; pausing keeps
  // the time left, so a toast read for a while still gets the rest of its time afterwards.
  useEffect(() => {
    if (paused || swiping) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, swiping, item.id]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, offset: 0 };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const moved = Math.max(0, event.clientX - current.startX);
    // Capture only once a real drag starts, so a plain click still reaches the close button.
    if (!swiping && moved > DRAG_START_PX) {
      event.currentTarget.setPointerCapture(event.pointerId);
      setSwiping(true);
    }
    current.offset = moved;
    if (moved > DRAG_START_PX) setOffset(moved);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setSwiping(false);
    if (current.offset >= UI_TIMINGS.toastSwipeThresholdPx) {
      dismissToast(item.id);
    } else {
      setOffset(0);
    }
  }

  const destructive = item.variant === 'destructive';
  // A div, not a list item: only one toast shows, and a live-region role on an <li>
  // breaks list semantics for assistive technology.
  return (
    <div
      className={`toast toast--${item.variant}${swiping ? ' toast--swiping' : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <div className="toast__body">
        <p className="toast__title">{item.title}</p>
        {item.description && <p className="toast__description">{item.description}</p>}
      </div>
      <CloseButton label={uiCopy.toastClose} onClick={() => dismissToast(item.id)} inNotification />
    </div>
  );
}

/**
 * The notification area (SITE-SPEC section 2, Notifications). Mount it once. At most one
 * toast shows; hover or focus pauses it; Escape or a 50 px right swipe dismisses it; F8
 * moves focus here from anywhere.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = toasts.filter((item) => item.open);

  // Escape dismisses the toast wherever focus is (after a form submit it sits on <body>),
  // unless something else used the key or a modal dialog is open: Escape closes that first.
  const shownId = useRef<string | undefined>(undefined);
  shownId.current = visible[0]?.id;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
      if (event.key === 'F8' && plain) {
        event.preventDefault();
        region.current?.focus();
      } else if (event.key === 'Escape' && shownId.current && !event.defaultPrevented && !document.querySelector('dialog[open]')) {
        dismissToast(shownId.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A toast that closes while focus is inside it would drop focus to <body>; keep it here.
  const lastVisibleCount = useRef(visible.length);
  useEffect(() => {
    const node = region.current;
    if (node && visible.length < lastVisibleCount.current && node.contains(document.activeElement)) {
      node.focus();
    }
    lastVisibleCount.current = visible.length;
  }, [visible.length]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      ref={region}
      className="toast-region"
      aria-label={uiCopy.toastRegion}
      aria-live="polite"
      tabIndex={-1}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="toast-list">
        {visible.map((item) => (
          <ToastCard key={item.id} item={item} paused={hovered || focused} />
        ))}
      </div>
    </section>
  );
}
