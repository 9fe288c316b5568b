import { TemplatesScreen } from '../../features/letters/templates-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Letter templates');

/** Every staff member reads the templates; only administrators change them (the server refuses others). */
export default function LetterTemplates() {
  return <TemplatesScreen />;
}
