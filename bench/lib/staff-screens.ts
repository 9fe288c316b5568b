/**
 * The staff screens the size guard budgets one by one and `npm run bench:staff` measures: a name, the path
 * the client router matches (a sample id for the screens that take one) and the screen's budget key.
 */
import { paths } from '../../frontend/app/config/paths';
import { sharedStaffChunksJsGzipBytes, staffScreenFirstLoadJsGzipBytes } from './budgets';
import { type FirstLoad, clientRenderedFirstLoad, publicEntryFirstLoad } from './first-load';

export type StaffScreenKey = keyof typeof staffScreenFirstLoadJsGzipBytes;

export interface StaffScreen {
  key: StaffScreenKey;
  name: string;
  path: string;
}

const SAMPLE_ID = 'sample';

export const staffScreens: readonly StaffScreen[] = [
  { key: 'dashboard', name: 'dashboard', path: paths.dashboard },
  { key: 'inbox', name: 'inbox', path: paths.consultations },
  { key: 'consultation', name: 'a request', path: paths.consultation(SAMPLE_ID) },
  { key: 'fileManager', name: 'File Manager', path: paths.fileManager },
  { key: 'posts', name: 'posts', path: paths.posts },
  { key: 'postNew', name: 'post editor (new)', path: paths.postNew },
  { key: 'postEdit', name: 'post editor (existing)', path: paths.postEdit(SAMPLE_ID) },
  { key: 'staff', name: 'staff', path: paths.staff },
  { key: 'audit', name: 'audit', path: paths.audit },
  { key: 'account', name: 'account', path: paths.account },
  { key: 'settings', name: 'settings', path: paths.settings },
  { key: 'reports', name: 'reports', path: paths.reports },
  { key: 'clientRequests', name: 'client requests', path: paths.clientRequests },
  { key: 'clientRequest', name: 'a client request', path: paths.clientRequest(SAMPLE_ID) },
  { key: 'matters', name: 'matters', path: paths.matters },
  { key: 'matter', name: 'a matter', path: paths.matter(SAMPLE_ID) },
  { key: 'criticalDeadlines', name: 'critical deadlines', path: paths.criticalDeadlines },
];

export interface StaffScreenLoad extends StaffScreen {
  load: FirstLoad;
  budget: number;
}

/** Each staff screen's first load; throws when a screen's route is missing from the build. */
export function staffScreenLoads(siteDir: string): StaffScreenLoad[] {
  return staffScreens.map((screen) => {
    const load = clientRenderedFirstLoad(siteDir, screen.path);
    if (!load) throw new Error(`${screen.name} (${screen.path}) has no route in the build at ${siteDir}`);
    return { ...screen, load, budget: staffScreenFirstLoadJsGzipBytes[screen.key] };
  });
}

/**
 * The scripts every staff screen loads beyond the public entry (the client entry and the root route): the
 * shared staff chunks, with their total.
 */
export function sharedStaffChunks(loads: readonly StaffScreenLoad[], siteDir: string) {
  const entry = new Set(publicEntryFirstLoad(siteDir).js.map((file) => file.path));
  const [first, ...rest] = loads;
  const everywhere = (path: string) => rest.every(({ load }) => load.js.some((file) => file.path === path));
  const js = (first?.load.js ?? []).filter((file) => !entry.has(file.path) && everywhere(file.path));
  return { js, gzipBytes: js.reduce((total, file) => total + file.gzipBytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first-load table the size guard checks, as the benchmarks print it. */
export function staffFirstLoadTable(siteDir: string): string {
  const loads = staffScreenLoads(siteDir);
  const shared = sharedStaffChunks(loads, siteDir);
  const rows = loads.map(
    (screen) =>
      `${screen.name.padEnd(24)} ${screen.path.padEnd(26)} ${kb(screen.load.jsGzipBytes).padStart(9)} ` +
      `${kb(screen.budget).padStart(9)}${screen.load.jsGzipBytes > screen.budget ? '  OVER' : ''}`,
  );
  return [
    `${'staff screen'.padEnd(24)} ${'path'.padEnd(26)} ${'JS gzip'.padStart(9)} ${'budget'.padStart(9)}`,
    ...rows,
    `shared staff chunks (every staff screen, beyond the public entry): ${kb(shared.gzipBytes)} in ` +
      `${shared.js.length} files (ceiling ${kb(sharedStaffChunksJsGzipBytes)})`,
  ].join('\n');
}
