/**
 * A menu button without Fluent's Menu (its positioning, focus management and motion were about
 * 25 KiB gzipped on every signed-in page): a button with aria-haspopup, a list with role menu
 * under it, items with role menuitem or menuitemradio. Keyboard as the ARIA menu-button pattern:
 * Enter, Space or ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End
 * move; Escape closes and returns to the button; Tab or a click elsewhere closes.
 */
import { Button } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

export interface PlainMenuItem {
  readonly key: string;
  readonly label: ReactNode;
  readonly icon?: ReactNode;
  readonly testId?: string;
  /** menuitemradio when set */
  readonly checked?: boolean;
  readonly disabled?: boolean;
  readonly onSelect: () => void;
}

export interface PlainMenuProps {
  readonly items: readonly PlainMenuItem[];
  /** the trigger's content (a transparent Fluent Button, already in the first page's bundle) */
  readonly children?: ReactNode;
  readonly buttonIcon?: ReactElement;
  readonly buttonClassName?: string;
  readonly buttonLabel?: string;
  readonly buttonTitle?: string;
  readonly buttonTestId?: string;
  readonly buttonProps?: Record<string, string | undefined>;
  /** which edge of the button the list aligns with */
  readonly align?: 'start' | 'end';
}

export function PlainMenu({
  items,
  children,
  buttonIcon,
  buttonClassName,
  buttonLabel,
  buttonTitle,
  buttonTestId,
  buttonProps,
  align = 'end',
}: PlainMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();

  const entries = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []);

  useEffect(() => {
    if (!open || focusAt === null) return;
    const all = entries();
    all[(focusAt + all.length) % Math.max(all.length, 1)]?.focus();
  }, [open, focusAt]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = (at: number) => {
    setOpen(true);
    setFocusAt(at);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setFocusAt(null);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(-1);
    }
  };

  const onListKey = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const choose = (item: PlainMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <div ref={root} className="pt-plain-menu">
      <Button
        ref={button}
        appearance="transparent"
        icon={buttonIcon}
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={buttonLabel}
        title={buttonTitle}
        data-testid={buttonTestId}
        {...buttonProps}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        {children}
      </Button>
      {open && (
        <div ref={list} id={id} role="menu" className="pt-plain-menu-list" data-align={align} onKeyDown={onListKey}>
          {items.map((item) => (
            <div
              key={item.key}
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              aria-disabled={item.disabled || undefined}
              tabIndex={-1}
              className="pt-plain-menu-item"
              data-testid={item.testId}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(item);
                }
              }}
            >
              <span className="pt-plain-menu-icon" aria-hidden>
                {item.checked !== undefined ? (item.checked ? '✓' : '') : item.icon}
              </span>
              {item.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
