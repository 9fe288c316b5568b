/**
 * Where a lead came from: the visit's landing referrer and utm_* parameters, kept in sessionStorage for the
 * visit (so a visitor who lands on /?utm_source=x and writes from /contact still carries them), and the
 * page the form was sent from. The server validates and cuts every value again.
 */
import { LEAD_SOURCE_LIMITS, type LeadSource } from '#contract/lead-source';

const STORAGE_KEY = 'bo.visitSource';
const UTM_PARAMS = { utm_source: 'utmSource', utm_medium: 'utmMedium', utm_campaign: 'utmCampaign' } as const;

type VisitSource = Pick<LeadSource, 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>;

function read(): VisitSource | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as VisitSource) : null;
  } catch {
    return null;
  }
}

/** On the first page of a visit (or a new campaign link during it): remember the referrer and utm_* values. */
export function rememberVisitSource(): void {
  const params = new URLSearchParams(window.location.search);
  const hasUtm = Object.keys(UTM_PARAMS).some((name) => params.has(name));
  if (read() && !hasUtm) return;
  const external = document.referrer && !document.referrer.startsWith(window.location.origin);
  const source: VisitSource = {
    referrer: external ? document.referrer.slice(0, LEAD_SOURCE_LIMITS.referrer) : null,
  };
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    source[field] = params.get(param)?.slice(0, LEAD_SOURCE_LIMITS[field]) || null;
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage blocked (private mode): the lead simply carries less about its source.
  }
}

/** The source to send with a request from the current page. */
export function currentLeadSource(): LeadSource {
  const page = `${window.location.pathname}${window.location.search}`.slice(0, LEAD_SOURCE_LIMITS.page);
  return { ...read(), page };
}
