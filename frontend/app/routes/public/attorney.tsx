import { Navigate } from 'react-router';
import type { Route } from './+types/attorney';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { personJsonLd } from '../../components/seo/structured-data';
import { AttorneyPage } from '../../features/public-pages/attorney-page';
import { attorneys, profileText } from '../../content/attorneys';
import { bySlug } from '../../content/lookups';
import { attorneysOverviewMeta } from '../../content/pages';

export function meta({ params }: Route.MetaArgs) {
  const attorney = bySlug(attorneys, params.slug);
  return attorney
    ? pageMeta(attorney.meta, { ogType: 'profile', jsonLd: personJsonLd(attorney) })
    : notFoundMeta();
}

export default function AttorneyProfile({ params }: Route.ComponentProps) {
  const attorney = bySlug(attorneys, params.slug);
  if (!attorney) return <Navigate to={attorneysOverviewMeta.path} replace />;
  return <AttorneyPage attorney={attorney} text={profileText} />;
}
