/**
 * Every route path the screens link to, in one place (public page paths also live in their content
 * records). Staff screens, sign-in screens and links import these instead of writing strings.
 */
export const paths = {
  home: '/',
  contact: '/contact',
  newsList: '/news-media/',
  login: '/login',
  mfa: '/security/mfa',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetLinkSent: '/message',
  dashboard: '/dashboard',
  fileManager: '/file-manager',
  consultations: '/consultations',
  consultation: (id: string) => `/consultations/${encodeURIComponent(id)}`,
  posts: '/posts',
  postNew: '/post-new',
  postEdit: (id: string) => `/posts/${encodeURIComponent(id)}`,
  staff: '/staff',
  audit: '/audit',
  account: '/account',
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
];

/**
 * The one staff screen pre-rendered like a public page: the sign-in form is the same for everybody, so its
 * HTML paints at once instead of after the JavaScript (its LCP was 1.6 s from the SPA fallback). Every other
 * staff screen shows a person's data and is rendered by the client from the SPA fallback.
 */
export const PRERENDERED_STAFF_PATHS: readonly string[] = [paths.login];
