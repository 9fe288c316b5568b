/**
 * The spec's carousel breakpoints (section 9): settlement and result cards go from 3 to 1 per slide below
 * 1199 px, award images from 4 to 1 below 768 px. Media queries match Bootstrap's xl and md boundaries.
 */
export const RESULTS_CAROUSEL = { perSlide: 3, narrowPerSlide: 1, narrowQuery: '(max-width: 1198.98px)' };
export const AWARDS_CAROUSEL = { perSlide: 4, narrowPerSlide: 1, narrowQuery: '(max-width: 767.98px)' };
