/** The intake area's function: the contact form's consultation request and its bot check (public callers only). */
import { handler as consultationChallenge } from '../consultations/challenge';
import { handler as consultationform } from '../consultations/submit';
import { areaHandler } from './dispatch';

export const handler = areaHandler('intake', { consultationform, consultationChallenge });
