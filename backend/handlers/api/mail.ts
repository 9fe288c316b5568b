/**
 * The mail handler behind /api: the firm's notice of a stored consultation request (and the visitor's
 * acknowledgement after it) and CSP reports. It sends only mail the server builds from stored data; no route
 * accepts a mail body from the browser. The public form reaches this function, so it holds the
 * consultations' grants alone (backend/handlers/api/routes.ts); the staff calendar feeds have their own
 * function (calendar.ts).
 */
import { apiHandler } from './api-handler';
import { sendConsultationNotice } from './consultation-notice';
import { receiveCspReport } from './csp-report';
import { CONSULTATION_NOTICE_ROUTE, CSP_REPORT_ROUTE, routeKey } from './routes';

export { NOT_THROUGH_CLOUDFRONT } from './api-handler';

export const handler = apiHandler({
  [routeKey(CONSULTATION_NOTICE_ROUTE)]: sendConsultationNotice,
  [routeKey(CSP_REPORT_ROUTE)]: receiveCspReport,
});
