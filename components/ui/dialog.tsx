'use client';

import { useEffect, useId, useRef, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import styles from './dialog.module.css';

/*
 * A div with role="dialog", not the native <dialog>: showModal() arrived in iOS Safari 15.4 and the
 * app supports iOS 15.0, so the native element would need a second code path. antd-mobile's
 * Popup/CenterPopup neither move nor trap focus, so they would not save this code either.
 */

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost one answers keys and holds focus. */
const openPanels: HTMLElement[] = [];

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Moves focus into `panel` on mount, keeps Tab and Shift+Tab inside it, closes on Escape, and puts
 * focus back on the element that had it (the opener) when the dialog goes away.
 */
function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
  initialFocus: RefObject<HTMLElement | null> | undefined,
) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A dialog opened inside another mounts first (children's effects run first): stay below it.
    const nested = openPanels.findIndex((open) => element.contains(open));
    if (nested >= 0) openPanels.splice(nested, 0, element);
    else {
      openPanels.push(element);
      (initialFocus?.current ?? focusablesIn(element)[0] ?? element).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (openPanels[openPanels.length - 1] !== element) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        if (!close.current) return;
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(element);
      if (items.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && element.contains(active);
      if (event.shiftKey && (!inside || active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands behind the mask (a click on the page under it, a screen reader's virtual cursor) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (openPanels[openPanels.length - 1] !== element) return;
      if (event.target instanceof Node && !element.contains(event.target)) element.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openPanels.lastIndexOf(element);
      if (index >= 0) openPanels.splice(index, 1);
      const below = openPanels[openPanels.length - 1];
      if (opener && opener !== document.body && document.body.contains(opener)) opener.focus();
      else if (below) (focusablesIn(below)[0] ?? below).focus();
    };
    // Mount-only: focus moves in once, not on every re-render of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export type DialogProps = {
  /** The visible heading; without it pass `labelledBy` (a heading rendered in `children`) or `label`. */
  title?: ReactNode;
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Escape, the mask (when `dismissOnMask`) and the caller's own close buttons end here. */
  onClose?: () => void;
  /** `alertdialog` for a confirmation before a money movement or an irreversible choice. */
  role?: 'dialog' | 'alertdialog';
  /** `center` card, `bottom` sheet (use `Sheet`), or `cover`: a bare panel over the whole screen (a pointer at WeChat's menu). */
  placement?: 'center' | 'bottom' | 'cover';
  dismissOnMask?: boolean;
  /** What gets focus on open; default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Render the panel as a form (a one-question survey): submit with Enter. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  className?: string;
  titleClassName?: string;
  testId?: string;
  children: ReactNode;
};

/** The one modal dialog: focus moved in and kept inside, Escape closes, focus goes back to the opener. */
export function Dialog({
  title,
  labelledBy,
  label,
  describedBy,
  onClose,
  role = 'dialog',
  placement = 'center',
  dismissOnMask = false,
  initialFocus,
  onSubmit,
  className,
  titleClassName,
  testId,
  children,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement | null>(null);
  useModalFocus(panel, onClose, initialFocus);
  const panelProps = {
    role,
    'aria-modal': true,
    'aria-labelledby': title !== undefined ? titleId : labelledBy,
    'aria-label': title === undefined && !labelledBy ? label : undefined,
    'aria-describedby': describedBy,
    tabIndex: -1,
    className: [styles[placement], className].filter(Boolean).join(' '),
    'data-testid': testId,
    onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
  } as const;
  const content = (
    <>
      {title !== undefined ? (
        <h2 id={titleId} className={[styles.title, titleClassName].filter(Boolean).join(' ')}>
          {title}
        </h2>
      ) : null}
      {children}
    </>
  );
  return (
    <div
      className={[
        styles.mask,
        placement === 'center' ? '' : styles.maskEdge,
        placement === 'cover' ? styles.maskDark : '',
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={dismissOnMask && onClose ? onClose : undefined}
      role="presentation"
    >
      {onSubmit ? (
        <form ref={(node) => void (panel.current = node)} onSubmit={onSubmit} {...panelProps}>
          {content}
        </form>
      ) : (
        <div ref={(node) => void (panel.current = node)} {...panelProps}>
          {content}
        </div>
      )}
    </div>
  );
}

/** Body text of a dialog (muted, left-aligned). */
export function DialogText({ id, children, role }: { id?: string; children: ReactNode; role?: 'alert' }) {
  return (
    <div id={id} role={role} className={styles.text}>
      {children}
    </div>
  );
}

/** The row of buttons at the foot of a dialog: two side by side, one (or a stack) full width. */
export function DialogActions({ children, layout = 'row' }: { children: ReactNode; layout?: 'row' | 'stack' }) {
  return <div className={layout === 'stack' ? styles.actionsStack : styles.actions}>{children}</div>;
}

/** A heading placed by the caller (after an icon, or beside a subtitle): pass its id to the Dialog as `labelledBy`. */
export function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}
