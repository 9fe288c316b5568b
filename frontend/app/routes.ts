import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { SPANISH_PREFIX } from '#contract/locale';
import type { redirects } from '#contract/redirects';
import { paths, routePatterns } from './config/paths';

/** A path as the route table spells it: relative, with no leading or trailing slash. */
function at(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** An old path kept as an in-app redirect; the contract's redirect map is where it is declared. */
function redirectFrom(path: keyof typeof redirects): string {
  return at(path);
}

/**
 * Every screen of the spec's route table, its paths from config/paths.ts. Public pages share the public
 * layout, once in English and once in Spanish under /es/ (same paths and slugs, config/locale.ts); the staff screens share the staff layout; the sign-in screens stand alone on the placeholder
 * background.
 */
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route(at(paths.about), 'routes/public/about.tsx'),
    route(at(paths.attorneysOverview), 'routes/public/attorneys-overview.tsx'),
    route(at(routePatterns.attorney), 'routes/public/attorney.tsx'),
    route(at(paths.practiceAreasOverview), 'routes/public/practice-areas-overview.tsx'),
    route(at(routePatterns.practiceArea), 'routes/public/practice-area.tsx'),
    route(at(paths.results), 'routes/public/results.tsx'),
    route(at(paths.newsList), 'routes/public/news.tsx'),
    route(at(routePatterns.newsArticle), 'routes/public/news-article.tsx'),
    route(at(paths.contact), 'routes/public/contact.tsx'),
    route(at(paths.messageReply), 'routes/public/message-reply.tsx'),
    route(at(paths.disclaimer), 'routes/public/disclaimer.tsx'),
    route(at(paths.verify), 'routes/public/verify.tsx'),
  ]),
  ...prefix(SPANISH_PREFIX, [
    layout('routes/public/es/layout.tsx', [
      index('routes/public/es/home.tsx'),
      route(at(paths.about), 'routes/public/es/about.tsx'),
      route(at(paths.attorneysOverview), 'routes/public/es/attorneys-overview.tsx'),
      route(at(routePatterns.attorney), 'routes/public/es/attorney.tsx'),
      route(at(paths.practiceAreasOverview), 'routes/public/es/practice-areas-overview.tsx'),
      route(at(routePatterns.practiceArea), 'routes/public/es/practice-area.tsx'),
      route(at(paths.results), 'routes/public/es/results.tsx'),
      route(at(paths.newsList), 'routes/public/es/news.tsx'),
      route(at(routePatterns.newsArticle), 'routes/public/es/news-article.tsx'),
      route(at(paths.contact), 'routes/public/es/contact.tsx'),
      route(at(paths.messageReply), 'routes/public/es/message-reply.tsx'),
      route(at(paths.disclaimer), 'routes/public/es/disclaimer.tsx'),
      route(at(paths.verify), 'routes/public/es/verify.tsx'),
    ]),
    // A Spanish path no route claims: said in Spanish, then the Spanish home page.
    route('*', 'routes/public/es/not-found.tsx'),
  ]),
  route(redirectFrom('/practice-areas'), 'routes/redirects/practice-areas.tsx'),
  route(redirectFrom('/about-us'), 'routes/redirects/about-us.tsx'),
  route(redirectFrom('/attorneys'), 'routes/redirects/attorneys.tsx'),
  layout('routes/staff/auth-layout.tsx', [
    route(at(paths.login), 'routes/staff/login.tsx'),
    route(at(paths.mfa), 'routes/staff/mfa.tsx'),
    route(at(paths.signup), 'routes/staff/signup.tsx'),
    route(at(paths.forgotPassword), 'routes/staff/forgot-password.tsx'),
    route(at(paths.resetPassword), 'routes/staff/reset-password.tsx'),
    route(at(paths.resetLinkSent), 'routes/staff/message.tsx'),
  ]),
  layout('routes/staff/staff-layout.tsx', [
    route(at(paths.dashboard), 'routes/staff/dashboard.tsx'),
    route(at(paths.postNew), 'routes/staff/post-new.tsx'),
    route(at(paths.fileManager), 'routes/staff/file-manager.tsx'),
    route(at(paths.posts), 'routes/staff/posts.tsx'),
    route(at(routePatterns.postEdit), 'routes/staff/post-edit.tsx'),
    route(at(paths.consultations), 'routes/staff/consultations.tsx'),
    route(at(routePatterns.consultation), 'routes/staff/consultation.tsx'),
    route(at(paths.staff), 'routes/staff/staff-directory.tsx'),
    route(at(paths.account), 'routes/staff/account.tsx'),
    route(at(paths.audit), 'routes/staff/audit.tsx'),
    route(at(paths.settings), 'routes/staff/settings.tsx'),
    route(at(paths.letterTemplates), 'routes/staff/letter-templates.tsx'),
    route(at(paths.clientRequests), 'routes/staff/client-requests.tsx'),
    route(at(routePatterns.clientRequest), 'routes/staff/client-request.tsx'),
    route(at(paths.reports), 'routes/staff/reports.tsx'),
    route(at(paths.matters), 'routes/staff/matters.tsx'),
    route(at(routePatterns.matter), 'routes/staff/matter.tsx'),
    route(at(paths.criticalDeadlines), 'routes/staff/critical-deadlines.tsx'),
  ]),
  // A client's document request: public by link, rendered by the client (the link's token is a secret).
  route(at(paths.clientUpload), 'routes/client/client-upload.tsx'),
  route(at(routePatterns.clientUploadOldLink), 'routes/client/client-upload-old-link.tsx'),
  // The client portal: a client's own pages, rendered by the client (never pre-rendered).
  route(at(paths.clientPortal), 'routes/client/portal-home.tsx'),
  route(at(paths.clientPortalSignIn), 'routes/client/portal-sign-in.tsx'),
  route(at(routePatterns.clientPortalMatter), 'routes/client/portal-matter.tsx'),
  // An engagement letter's signing page: public by link, rendered by the client, as the upload page is.
  route(at(routePatterns.signPage), 'routes/client/sign.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
