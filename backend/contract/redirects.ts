/**
 * Old or short paths and where they live now (spec section 2). The CloudFront Function answers them with
 * a 301 at the edge (and the local server runs the same function); the redirect routes cover in-app links.
 */
export const redirects = {
  '/practice-areas': '/practice-areas/overview',
  '/about-us': '/about',
  '/attorneys': '/attorneys/all',
} as const;
