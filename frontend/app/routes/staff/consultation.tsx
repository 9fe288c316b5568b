import { ConsultationScreen } from '../../features/consultation-inbox/consultation-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Consultation request');

export default function ConsultationRequest() {
  return <ConsultationScreen />;
}
