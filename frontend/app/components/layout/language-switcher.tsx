import { Link, useLocation, useMatches } from 'react-router';
import { localizedPath, otherLocale } from '#contract/locale';
import { useSiteLanguage } from './site-language';

/** What a route's loader may say about its page: `translated: false` when the other language has none. */
interface TranslationData {
  translated?: boolean;
}

/** Whether the page being shown has a version in the other language (only articles may lack one). */
function useTranslated(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.data as TranslationData | undefined)?.translated === false);
}

/**
 * The bar above the header that offers the same page in the other language: Eleanor Brandt's profile leads to
 * her profile, with the open tab (the hash) kept. It names the other language in that language, marked with its
 * `lang`; a page without a translation says so instead of sending the reader to another page.
 */
export function LanguageSwitcher() {
  const { locale, ui } = useSiteLanguage();
  const { pathname, hash } = useLocation();
  const other = otherLocale(locale);
  return (
    <div className="language-bar">
      <div className="container language-bar__inner">
        {useTranslated() ? (
          <Link
            to={localizedPath(pathname, other) + hash}
            className="language-bar__link"
            lang={other}
            hrefLang={other}
            title={ui.switcher.otherLabel}
          >
            {ui.switcher.otherName}
          </Link>
        ) : (
          <p className="language-bar__unavailable">{ui.switcher.unavailable}</p>
        )}
      </div>
    </div>
  );
}
