/**
 * The consultations area's function: the consultation inbox, its export, the staff it may be assigned to, the
 * lead report and the leads' conflict checks (staff only).
 */
import { handler as consultations } from '../consultations/list';
import { handler as consultation } from '../consultations/open';
import { handler as updateConsultation } from '../consultations/update';
import { handler as addConsultationNote } from '../consultations/add-note';
import { handler as resendConsultationNotice } from '../consultations/resend-notice';
import { handler as exportConsultations } from '../consultations/export';
import { handler as assignableStaff } from '../consultations/assignable-staff';
import { handler as leadsAwaitingContact } from '../consultations/awaiting-contact';
import { handler as myFollowUps } from '../consultations/my-follow-ups';
import { handler as leadReport } from '../consultations/lead-report';
import { handler as exportLeadReport } from '../consultations/export-lead-report';
import { handler as caseParties } from '../conflicts/case-parties';
import { handler as addParty } from '../conflicts/add-party';
import { handler as removeParty } from '../conflicts/remove-party';
import { handler as decideConflictCheck } from '../conflicts/decide';
import { handler as routineParties } from '../conflicts/routine-parties';
import { handler as setRoutineParties } from '../conflicts/set-routine-parties';
import { areaHandler } from './dispatch';

export const handler = areaHandler('consultations', {
  consultations,
  consultation,
  updateConsultation,
  addConsultationNote,
  resendConsultationNotice,
  exportConsultations,
  assignableStaff,
  leadsAwaitingContact,
  myFollowUps,
  leadReport,
  exportLeadReport,
  caseParties,
  addParty,
  removeParty,
  decideConflictCheck,
  routineParties,
  setRoutineParties,
});
