import { LettersCard } from '../../features/letters/letters-card';
import { MatterScreen } from '../../features/matters/matter-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Matter');

export default function Matter() {
  return (
    <MatterScreen
      letters={(matter) => (
        // A matter opens only from a lead whose conflict check was cleared. The matter keeps no email: staff
        // type the client's.
        <LettersCard
          caseId={matter.id}
          conflictState="cleared"
          client={{ name: matter.clientName, email: '' }}
          matter={{ responsibleAttorney: matter.responsibleAttorney }}
        />
      )}
    />
  );
}
