/**
 * The 18 seed articles' URL slugs (frontend/app/content/news.server.ts holds the articles): no staff post may take
 * one. A content test keeps this list equal to the articles.
 */
export const SEED_ARTICLE_SLUGS: readonly string[] = [
  'what-to-do-after-a-catastrophic-injury',
  'more-time-for-survivors-of-childhood-sexual-abuse',
  'seattle-bicycle-crashes-insurance-and-your-rights',
  'cable-median-barriers-and-crossover-crashes',
  'seatback-failures-in-rear-end-collisions',
  'marcus-okafor-joins-firm-as-partner',
  'eleanor-brandt-fifty-years-of-trial-practice',
  'highway-work-zone-crashes',
  'defective-products-after-a-recall',
  'planning-for-life-after-a-traumatic-brain-injury',
  'holding-institutions-accountable-for-child-abuse',
  'eleanor-brandt-northwest-trial-quarterly-interview',
  'guardrail-end-terminal-hazards',
  'spinal-cord-injury-lifetime-care-costs',
  'duty-to-keep-washington-roads-reasonably-safe',
  'how-airbag-defects-are-investigated',
  'talking-with-children-about-body-safety',
  'serving-injured-clients-during-covid-19',
];
