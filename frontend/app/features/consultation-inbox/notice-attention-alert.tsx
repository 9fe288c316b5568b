import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import type { NoticeAttention } from '#contract/consultation-inbox';
import { paths } from '../../config/paths';
import { listConsultations } from './inbox-api';

/**
 * On the dashboard: requests whose notice failed after every automatic try, or stopped mid-send, need a
 * person. Shows nothing while loading, on an error (the inbox itself shows it) or when all is well.
 */
export function NoticeAttentionAlert() {
  const [attention, setAttention] = useState<NoticeAttention | null>(null);
  useEffect(() => {
    listConsultations({}, null).then(
      (page) => setAttention(page.noticeAttention),
      () => setAttention(null),
    );
  }, []);
  if (!attention || attention.failed + attention.sending === 0) return null;
  return (
    <Alert variant="danger" className="mb-4">
      <strong>Consultation requests need attention:</strong>{' '}
      <Link to={`${paths.consultations}?notice=failed`}>{attention.failed} with notice failed</Link>,{' '}
      <Link to={`${paths.consultations}?notice=sending`}>{attention.sending} stuck while sending</Link>.
    </Alert>
  );
}
