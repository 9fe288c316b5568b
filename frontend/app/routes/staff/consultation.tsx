import { RequestDocumentsButton } from '../../features/client-requests/request-form';
import { PartiesCard } from '../../features/conflicts/parties-card';
import { ConsultationScreen } from '../../features/consultation-inbox/consultation-screen';
import { OpenMatterCard } from '../../features/matters/open-matter-card';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Consultation request');

export default function ConsultationRequest() {
  return (
    <ConsultationScreen
      requestDocuments={(client) => <RequestDocumentsButton className="mb-3" origin={client} />}
      parties={(caseId, onStateChanged) => <PartiesCard caseId={caseId} onStateChanged={onStateChanged} />}
      matter={(lead) => (
        <OpenMatterCard
          leadId={lead.id}
          conflictState={lead.conflictState}
          defaultAttorney={lead.assigneeEmail}
        />
      )}
    />
  );
}
