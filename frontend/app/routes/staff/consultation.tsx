import { RequestDocumentsButton } from '../../features/client-requests/request-form';
import { PartiesCard } from '../../features/conflicts/parties-card';
import { ConsultationScreen } from '../../features/consultation-inbox/consultation-screen';
import { LettersCard } from '../../features/letters/letters-card';
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
      letters={(lead) => (
        <LettersCard
          caseId={lead.id}
          conflictState={lead.conflictState}
          client={{ name: lead.clientName, email: lead.clientEmail }}
          defaultAttorney={lead.assigneeEmail}
        />
      )}
    />
  );
}
