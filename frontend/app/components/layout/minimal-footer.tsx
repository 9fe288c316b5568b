import { lazy, Suspense, useState } from 'react';
import { firm } from '../../content/firm';
import { SITE_NOTICE_TITLES } from '../../content/site-notice-titles';
import type { FooterDialog } from './footer-dialogs';

/**
 * The dialogs (react-bootstrap's Modal) are fetched when a visitor first reaches for one of their buttons,
 * not with every page: pointing at a button, focusing or touching it starts the download.
 */
const loadFooterDialogs = () => import('./footer-dialogs');
const FooterDialogs = lazy(() => loadFooterDialogs().then((module) => ({ default: module.FooterDialogs })));
const prefetchFooterDialogs = () => void loadFooterDialogs();
const prefetchProps = {
  onPointerEnter: prefetchFooterDialogs,
  onFocus: prefetchFooterDialogs,
  onTouchStart: prefetchFooterDialogs,
};

/** The copyright line and the buttons that open the Site Security and Browser Requirements dialogs. */
export function MinimalFooter() {
  const [dialog, setDialog] = useState<FooterDialog | null>(null);
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const open = (which: FooterDialog) => {
    setDialogsUsed(true);
    setDialog(which);
  };
  return (
    <div className="minimal-footer">
      <div className="container minimal-footer__inner">
        <p className="minimal-footer__copyright">{firm.copyrightLine}</p>
        <ul className="minimal-footer__links">
          <li>
            <button type="button" className="link-button" {...prefetchProps} onClick={() => open('security')}>
              {SITE_NOTICE_TITLES.security}
            </button>
          </li>
          <li>
            <button type="button" className="link-button" {...prefetchProps} onClick={() => open('browsers')}>
              {SITE_NOTICE_TITLES.browsers}
            </button>
          </li>
        </ul>
      </div>
      {dialogsUsed && (
        <Suspense fallback={null}>
          <FooterDialogs open={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
