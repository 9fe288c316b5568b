import { lazy, Suspense, useState } from 'react';
import { firm } from '../../content/firm';
import type { Locale } from '#contract/locale';
import type { FooterDialog, FooterDialogsProps } from './footer-dialogs';
import { useSiteLanguage } from './site-language';

/**
 * The dialogs (react-bootstrap's Modal) and their texts in the page's language are fetched when a visitor first
 * reaches for one of their buttons, not with every page: pointing at a button, focusing or touching it starts
 * the download.
 */
const loadFooterDialogs = (locale: Locale) =>
  Promise.all([
    import('./footer-dialogs'),
    locale === 'es' ? import('../../content/site-notices.es') : import('../../content/site-notices'),
  ]);
const lazyDialogs = (locale: Locale) =>
  lazy(() =>
    loadFooterDialogs(locale).then(([{ FooterDialogs }, notices]) => ({
      default: (props: FooterDialogsProps) => <FooterDialogs {...props} notices={notices} />,
    })),
  );
const FooterDialogsIn: Record<Locale, ReturnType<typeof lazyDialogs>> = {
  en: lazyDialogs('en'),
  es: lazyDialogs('es'),
};
const prefetchProps = (locale: Locale) => {
  const prefetch = () => void loadFooterDialogs(locale);
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
};

/** The copyright line and the buttons that open the Site Security and Browser Requirements dialogs. */
export function MinimalFooter() {
  const { locale, ui } = useSiteLanguage();
  const [dialog, setDialog] = useState<FooterDialog | null>(null);
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const FooterDialogs = FooterDialogsIn[locale];
  const prefetch = prefetchProps(locale);
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
            <button type="button" className="link-button" {...prefetch} onClick={() => open('security')}>
              {ui.footer.securityTitle}
            </button>
          </li>
          <li>
            <button type="button" className="link-button" {...prefetch} onClick={() => open('browsers')}>
              {ui.footer.browsersTitle}
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
