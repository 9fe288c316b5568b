import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every screen of the spec's route table. Public pages share the public layout; the dashboard and post-new
 * share the staff layout; the sign-in screens stand alone on the placeholder background.
 */
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('attorneys/all', 'routes/public/attorneys-overview.tsx'),
    route('attorneys/:slug', 'routes/public/attorney.tsx'),
    route('practice-areas/overview', 'routes/public/practice-areas-overview.tsx'),
    route('practice-areas/:slug', 'routes/public/practice-area.tsx'),
    route('results', 'routes/public/results.tsx'),
    route('news-media', 'routes/public/news.tsx'),
    route('news-media/:slug', 'routes/public/news-article.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('message-reply', 'routes/public/message-reply.tsx'),
    route('disclaimer', 'routes/public/disclaimer.tsx'),
  ]),
  route('practice-areas', 'routes/redirects/practice-areas.tsx'),
  route('about-us', 'routes/redirects/about-us.tsx'),
  route('attorneys', 'routes/redirects/attorneys.tsx'),
  layout('routes/staff/auth-layout.tsx', [
    route('login', 'routes/staff/login.tsx'),
    route('security/mfa', 'routes/staff/mfa.tsx'),
    route('signup', 'routes/staff/signup.tsx'),
    route('forgot-password', 'routes/staff/forgot-password.tsx'),
    route('reset-password', 'routes/staff/reset-password.tsx'),
    route('message', 'routes/staff/message.tsx'),
  ]),
  layout('routes/staff/staff-layout.tsx', [
    route('dashboard', 'routes/staff/dashboard.tsx'),
    route('post-new', 'routes/staff/post-new.tsx'),
    route('file-manager', 'routes/staff/file-manager.tsx'),
    route('posts', 'routes/staff/posts.tsx'),
    route('posts/:id', 'routes/staff/post-edit.tsx'),
    route('consultations', 'routes/staff/consultations.tsx'),
    route('consultations/:id', 'routes/staff/consultation.tsx'),
    route('staff', 'routes/staff/staff-directory.tsx'),
    route('account', 'routes/staff/account.tsx'),
    route('audit', 'routes/staff/audit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
