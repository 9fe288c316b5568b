import { Navigate } from 'react-router';
import type { Route } from './+types/attorney';
import { AttorneyPage, attorneyMeta } from '../../features/public-pages/attorney-page';
import { attorneys, profileText } from '../../content/attorneys';
import { bySlug } from '../../content/lookups';
import { attorneysOverviewMeta } from '../../content/pages';

export function meta({ params }: Route.MetaArgs) {
  return attorneyMeta(bySlug(attorneys, params.slug));
}

export default function AttorneyProfile({ params }: Route.ComponentProps) {
  const attorney = bySlug(attorneys, params.slug);
  if (!attorney) return <Navigate to={attorneysOverviewMeta.path} replace />;
  return <AttorneyPage attorney={attorney} text={profileText} />;
}
