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
    route('login', 'features/auth/login-screen.tsx', { id: 'routes/staff/login' }),
    route('security/mfa', 'features/auth/mfa-screen.tsx', { id: 'routes/staff/mfa' }),
    route('signup', 'features/auth/signup-screen.tsx', { id: 'routes/staff/signup' }),
    route('forgot-password', 'features/auth/forgot-password-screen.tsx', {
      id: 'routes/staff/forgot-password',
    }),
    route('reset-password', 'features/auth/reset-password-screen.tsx', { id: 'routes/staff/reset-password' }),
    route('message', 'routes/staff/message.tsx'),
  ]),
  layout('routes/staff/staff-layout.tsx', [
    route('dashboard', 'features/staff-shell/dashboard-screen.tsx', { id: 'routes/staff/dashboard' }),
    route('post-new', 'routes/staff/post-new.tsx'),
    route('file-manager', 'routes/staff/file-manager.tsx'),
    route('posts', 'features/posts/posts-screen.tsx', { id: 'routes/staff/posts' }),
    route('posts/:id', 'features/posts/post-edit-screen.tsx', { id: 'routes/staff/post-edit' }),
    route('consultations', 'features/consultation-inbox/inbox-screen.tsx', {
      id: 'routes/staff/consultations',
    }),
    route('consultations/:id', 'features/consultation-inbox/consultation-screen.tsx', {
      id: 'routes/staff/consultation',
    }),
    route('staff', 'features/staff-admin/staff-directory-screen.tsx', { id: 'routes/staff/staff-directory' }),
    route('account', 'features/account/account-screen.tsx', { id: 'routes/staff/account' }),
    route('audit', 'features/staff-admin/audit-screen.tsx', { id: 'routes/staff/audit' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
