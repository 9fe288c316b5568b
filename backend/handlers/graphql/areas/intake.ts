/** The intake area's function: the contact form's consultation request (public callers only). */
import { handler as consultationform } from '../consultations/submit';
import { areaHandler } from './dispatch';

export const handler = areaHandler('intake', { consultationform });
