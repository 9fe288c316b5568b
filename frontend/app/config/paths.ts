/**
 * Every route path, in one place: routes.ts builds the route table from `routePatterns` and `paths`, and the
 * screens, sign-in screens and links import `paths` instead of writing strings (public page paths also live
 * in their content records, which the pre-render reads).
 */

/** The screens whose path takes a parameter, as the route table spells them. */
export const routePatterns = {
  attorney: '/attorneys/:slug',
  practiceArea: '/practice-areas/:slug',
  newsArticle: '/news-media/:slug',
  consultation: '/consultations/:id',
  postEdit: '/posts/:id',
  // A client's link from before the token moved into the fragment (client-upload-old-link.tsx).
  clientUploadOldLink: '/upload/:token',
  // The signing page, and a signing link written as a path (`/sign/<token>`), whose token it moves into
  // the fragment: one route, so the route manifest every page loads carries one entry for both.
  signPage: '/sign/*',
  // The server's emails link here too (CLIENT_REQUESTS_STAFF_PATH; paths.test.ts keeps the two equal).
  clientRequest: '/client-requests/:id',
  matter: '/matters/:id',
  // The client portal (CLIENT_PORTAL_PATHS, which the server's emails link to).
  clientPortalMatter: '/client/matters/:id',
} as const;

export const paths = {
  home: '/',
  about: '/about',
  attorneysOverview: '/attorneys/all',
  practiceAreasOverview: '/practice-areas/overview',
  results: '/results',
  newsList: '/news-media/',
  contact: '/contact',
  messageReply: '/message-reply',
  disclaimer: '/disclaimer/',
  login: '/login',
  mfa: '/security/mfa',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // The server's links (clientUploadLink) carry the token after `#`; paths.test.ts keeps the two equal.
  clientUpload: '/upload',
  clientPortal: '/client',
  clientPortalSignIn: '/client/sign-in',
  // The server's signing links carry the token after `#`, as the upload links do.
  sign: '/sign',
  verify: '/verify',
  resetLinkSent: '/message',
  dashboard: '/dashboard',
  fileManager: '/file-manager',
  /** A folder in the File Manager (its view reads `folder` from the address). */
  folder: (id: string) => `/file-manager?folder=${encodeURIComponent(id)}`,
  /** The File Manager's search for a name. */
  fileSearch: (name: string) => `/file-manager?view=search&name=${encodeURIComponent(name)}`,
  consultations: '/consultations',
  consultation: (id: string) => `/consultations/${encodeURIComponent(id)}`,
  posts: '/posts',
  postNew: '/post-new',
  postEdit: (id: string) => `/posts/${encodeURIComponent(id)}`,
  staff: '/staff',
  audit: '/audit',
  account: '/account',
  settings: '/settings',
  letterTemplates: '/settings/letter-templates',
  clientRequests: '/client-requests',
  clientRequest: (id: string) => `/client-requests/${encodeURIComponent(id)}`,
  reports: '/reports',
  matters: '/matters',
  matter: (id: string) => `/matters/${encodeURIComponent(id)}`,
  criticalDeadlines: '/deadlines',
} as const;

/** Staff screens: kept out of search engines (robots.txt and a noindex meta tag). */
export const STAFF_PATHS: readonly string[] = [
  paths.login,
  paths.mfa,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.resetLinkSent,
  paths.dashboard,
  paths.postNew,
  paths.fileManager,
  paths.consultations,
  paths.posts,
  paths.staff,
  paths.audit,
  paths.account,
  paths.settings,
  paths.letterTemplates,
  paths.clientRequests,
  paths.reports,
  paths.matters,
  paths.criticalDeadlines,
];

/**
 * The one staff screen pre-rendered like a public page: the sign-in form is the same for everybody, so its
 * HTML paints at once instead of after the JavaScript (its LCP was 1.6 s from the SPA fallback). Every other
 * staff screen shows a person's data and is rendered by the client from the SPA fallback.
 */
export const PRERENDERED_STAFF_PATHS: readonly string[] = [paths.login];
