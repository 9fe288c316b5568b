import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { samePath, type NavLink } from './navigation';

interface NavDropdownProps {
  label: string;
  links: NavLink[];
  active: boolean;
}

/**
 * A disclosure menu (WAI-ARIA "disclosure navigation" pattern): a button that shows a list of links.
 * Escape closes it and returns focus to the button; so do leaving it with Tab, clicking outside it and
 * following one of its links.
 */
export function NavDropdown({ label, links, active }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      ref={rootRef}
      className={`site-nav__item site-nav__item--dropdown${active ? ' is-active' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link site-nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="site-nav__menu" hidden={!open}>
        {links.map((link) => {
          const current = samePath(pathname, link.to);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className="site-nav__menu-link"
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
