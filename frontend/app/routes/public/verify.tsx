import { pageMeta } from '../../components/seo/page-meta';
import { VerifyScreen } from '../../features/seal-check/verify-screen';
import { verifyMeta, verifyWords } from '../../content/verify';

export const meta = () => pageMeta(verifyMeta);

export default function Verify() {
  return <VerifyScreen words={verifyWords} />;
}
