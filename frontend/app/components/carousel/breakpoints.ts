/**
 * The spec's carousel breakpoints (section 9): settlement and result cards go from 3 to 1 per slide below
 * 1199 px, award images from 4 to 1 below 768 px. The stylesheet picks the grouping (site.css, "Carousel"),
 * so the pre-rendered page shows the right number of items before any script runs.
 */
export const RESULTS_CAROUSEL = { perSlide: 3, narrowPerSlide: 1, narrowBelow: 'xl' } as const;
export const AWARDS_CAROUSEL = { perSlide: 4, narrowPerSlide: 1, narrowBelow: 'md' } as const;
