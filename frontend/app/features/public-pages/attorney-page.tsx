import { Link, type MetaDescriptor } from 'react-router';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { personJsonLd } from '../../components/seo/structured-data';
import { ImageCarousel } from '../../components/carousel/awards-carousel';
import { HashTabs } from '../../components/layout/hash-tabs';
import { PageBanner } from '../../components/layout/page-banner';
import { Section } from '../../components/layout/section';
import { useSiteLanguage } from '../../components/layout/site-language';
import { firm } from '../../content/firm';
import type { Attorney } from '../../content/types';
import type { ProfileText } from '../../content/ui';
import { mailtoHref } from '#contract/links';

/** A profile's head, or a not-found one for a slug that names no attorney. */
export const attorneyMeta = (attorney: Attorney | undefined): MetaDescriptor[] =>
  attorney ? pageMeta(attorney.meta, { ogType: 'profile', jsonLd: personJsonLd(attorney) }) : notFoundMeta();

export function AttorneyPage({ attorney, text }: { attorney: Attorney; text: ProfileText }) {
  const { path } = useSiteLanguage();
  const { portrait } = attorney;
  return (
    <>
      <PageBanner title={attorney.name} kicker={attorney.title} />
      <div className="container section profile">
        <aside className="profile__aside" aria-label={`${text.contact} ${attorney.name}`}>
          <img
            src={portrait.src}
            width={portrait.width}
            height={portrait.height}
            alt={portrait.alt}
            className="profile__portrait"
          />
          <div className="profile__contact">
            <p className="profile__contact-name">{attorney.name}</p>
            <p>{attorney.title}</p>
            <p>
              <a href={mailtoHref(attorney.email)}>{attorney.email}</a>
            </p>
            <p>
              <a href={firm.phoneHref}>{firm.phoneDisplay}</a>
            </p>
            <Link to={path('/contact')} className="btn btn-gold w-100">
              {text.requestConsultation}
            </Link>
          </div>
        </aside>
        <div className="profile__main">
          <HashTabs tabs={attorney.tabs} label={`${text.aboutPerson} ${attorney.name}`} />
        </div>
      </div>
      {attorney.memberships && (
        <Section headingId="memberships-heading" heading={text.memberships} tone="muted">
          <ImageCarousel label={text.membershipsLabel} images={attorney.memberships} height={180} />
        </Section>
      )}
    </>
  );
}
