/**
 * The source fields the consultation form records with a lead. A module of its own: every public page
 * loads it (the layout remembers where the visitor came from), and none of them needs the inbox's rules.
 */

/** Where the lead came from, as the form records it; every field optional and length-limited. */
export interface LeadSource {
  page?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export const LEAD_SOURCE_FIELDS = ['page', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'] as const;

export const LEAD_SOURCE_LIMITS = {
  page: 300,
  referrer: 500,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
} as const satisfies Record<(typeof LEAD_SOURCE_FIELDS)[number], number>;
