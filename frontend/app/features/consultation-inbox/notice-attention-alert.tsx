import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { listConsultations } from './inbox-api';

const readAttention = () => listConsultations({}, null).then((page) => page.noticeAttention);

/**
 * On the dashboard: requests whose notice failed after every automatic try, or stopped mid-send, need a
 * person. Shows nothing while loading, on an error (the inbox itself shows it) or when all is well.
 */
export function NoticeAttentionAlert() {
  const attention = useQuery(readAttention).data;
  if (!attention || attention.failed + attention.sending === 0) return null;
  return (
    <Alert variant="danger" className="mb-4">
      <strong>Consultation requests need attention:</strong>{' '}
      <Link to={`${paths.consultations}?notice=failed`}>{attention.failed} with notice failed</Link>,{' '}
      <Link to={`${paths.consultations}?notice=sending`}>{attention.sending} stuck while sending</Link>.
    </Alert>
  );
}
