/**
 * Where a lead came from, as the form reports it: the page, the referrer and the visit's utm_* values.
 * Optional and untrusted: a value that is too long is cut to its limit, one that is not what it claims to
 * be (a page that is not a path, a referrer that is not a web address) is dropped. A lead is never refused
 * because of its source.
 */
import { withoutControlCharacters } from '../../contract/control-characters';
import { LEAD_SOURCE_LIMITS, type LeadSource } from '../../contract/lead-source';
import type { StoredLeadSource } from './consultation-record';

function clean(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = withoutControlCharacters(value).trim();
  return text ? text.slice(0, maxLength) : undefined;
}

function webAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function validateLeadSource(source: LeadSource | null | undefined): StoredLeadSource {
  if (!source || typeof source !== 'object') return {};
  const page = clean(source.page, LEAD_SOURCE_LIMITS.page);
  const stored: StoredLeadSource = {
    sourcePage: page?.startsWith('/') ? page : undefined,
    referrer: webAddress(clean(source.referrer, LEAD_SOURCE_LIMITS.referrer)),
    utmSource: clean(source.utmSource, LEAD_SOURCE_LIMITS.utmSource),
    utmMedium: clean(source.utmMedium, LEAD_SOURCE_LIMITS.utmMedium),
    utmCampaign: clean(source.utmCampaign, LEAD_SOURCE_LIMITS.utmCampaign),
  };
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
}
