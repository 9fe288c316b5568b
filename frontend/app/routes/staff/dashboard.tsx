import { AwaitingContactPanel } from '../../features/consultation-inbox/awaiting-contact-panel';
import { MyFollowUpsPanel } from '../../features/consultation-inbox/my-follow-ups-panel';
import { NoticeAttentionAlert } from '../../features/consultation-inbox/notice-attention-alert';
import { DashboardScreen } from '../../features/staff-shell/dashboard-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Dashboard');

export default function Dashboard() {
  return (
    <DashboardScreen>
      <NoticeAttentionAlert />
      <AwaitingContactPanel />
      <MyFollowUpsPanel />
    </DashboardScreen>
  );
}
