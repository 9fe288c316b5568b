import { Link, Navigate } from 'react-router';
import type { Route } from './+types/attorney';
import { ImageCarousel } from '../../components/carousel/awards-carousel';
import { HashTabs } from '../../components/layout/hash-tabs';
import { PageBanner } from '../../components/layout/page-banner';
import { Section } from '../../components/layout/section';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { personJsonLd } from '../../components/seo/structured-data';
import { firm } from '../../content/firm';
import { findAttorney } from '../../content/lookups';
import { mailtoHref } from '#contract/links';

export function meta({ params }: Route.MetaArgs) {
  const attorney = findAttorney(params.slug);
  return attorney
    ? pageMeta(attorney.meta, { ogType: 'profile', jsonLd: personJsonLd(attorney) })
    : notFoundMeta();
}

export default function AttorneyProfile({ params }: Route.ComponentProps) {
  const attorney = findAttorney(params.slug);
  if (!attorney) return <Navigate to="/attorneys/all" replace />;
  const { portrait } = attorney;
  return (
    <>
      <PageBanner title={attorney.name} kicker={attorney.title} />
      <div className="container section profile">
        <aside className="profile__aside" aria-label={`Contact ${attorney.name}`}>
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
            <Link to="/contact" className="btn btn-gold w-100">
              Request a Consultation
            </Link>
          </div>
        </aside>
        <div className="profile__main">
          <HashTabs tabs={attorney.tabs} label={`About ${attorney.name}`} />
        </div>
      </div>
      {attorney.memberships && (
        <Section headingId="memberships-heading" heading="Professional Memberships" tone="muted">
          <ImageCarousel label="Professional memberships" images={attorney.memberships} height={180} />
        </Section>
      )}
    </>
  );
}
