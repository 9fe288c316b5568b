/**
 * The staff work areas, in the order the dashboard, the side menu and the phone's profile menu show them.
 * One list: a new area is one entry here. `adminOnly` areas are hidden from other users (and the server
 * refuses their operations anyway).
 */
import { paths } from '../../config/paths';
import type { Profile } from '../../lib/session';

export interface StaffArea {
  title: string;
  description: string;
  path: string;
  adminOnly: boolean;
}

export const STAFF_AREAS: readonly StaffArea[] = [
  {
    title: 'File Manager',
    description: 'Upload, download, and preview documents',
    path: paths.fileManager,
    adminOnly: false,
  },
  {
    title: 'Consultations',
    description: 'Every consultation request, worked to an outcome',
    path: paths.consultations,
    adminOnly: false,
  },
  {
    title: 'Matters',
    description: 'Cases the firm took on: phase, responsible attorney and the limitation deadline',
    path: paths.matters,
    adminOnly: false,
  },
  {
    title: 'Critical deadlines',
    description: 'Every open statute of limitations, soonest first; unverified ones in red',
    path: paths.criticalDeadlines,
    adminOnly: false,
  },
  // Its own area, not a tab of Consultations: requests are made from File Manager folders too.
  {
    title: 'Document requests',
    description: 'Links that let clients send documents, and the files they sent',
    path: paths.clientRequests,
    adminOnly: false,
  },
  {
    title: 'Reports',
    description: 'Where clients come from: sources, funnel and time to first contact',
    path: paths.reports,
    adminOnly: false,
  },
  {
    title: 'News posts',
    description: 'Write, publish, schedule and unpublish news articles',
    path: paths.posts,
    adminOnly: false,
  },
  {
    title: 'Staff',
    description: 'Staff accounts: disable, administrators, sessions, unlock, reset links',
    path: paths.staff,
    adminOnly: true,
  },
  {
    title: 'Audit',
    description: 'Who did what and when, with a CSV export',
    path: paths.audit,
    adminOnly: true,
  },
  {
    title: 'Settings',
    description: 'Business hours, first-contact minutes and follow-up cadences',
    path: paths.settings,
    adminOnly: true,
  },
];

/** The user's own account (name, password, sign-ins): in the side and profile menus, not a dashboard tile. */
export const ACCOUNT_LINK = { title: 'My account', path: paths.account } as const;

export function areasFor(profile: Pick<Profile, 'isAdmin'>): StaffArea[] {
  return STAFF_AREAS.filter((area) => profile.isAdmin || !area.adminOnly);
}
