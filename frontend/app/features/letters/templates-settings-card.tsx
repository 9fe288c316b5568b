import { Link } from 'react-router';
import { TitledCard } from '../../components/cards/titled-card';
import { paths } from '../../config/paths';

/** On /settings: where the templates are kept. */
export function TemplatesSettingsCard() {
  return (
    <TitledCard className="mb-3" title="Letter templates">
      <p>
        The engagement letters’ templates: the fee agreement, the medical records authorization and others.
      </p>
      <Link to={paths.letterTemplates}>Edit the letter templates</Link>
    </TitledCard>
  );
}
