/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (the policy's report-uri
 * and report-to, backend/edge/security-headers.ts). Each report becomes one log line of a few known fields,
 * trimmed, its URLs as `loggedUrl` leaves them (no query, fragment or secret path segment): no link's token
 * may reach the logs. The report's referrer is never logged.
 */
import { log } from '../composition/log';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { loggedUrl } from '../../domain/edge/logged-url';
import { parseJsonBody, type ApiResult } from './http';

/** At most this many reports per request are logged; browsers batch a handful. */
const MAX_REPORTS = 10;
const MAX_FIELD_LENGTH = 200;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : undefined);
/** Keywords such as "inline" or "eval" stay as they are. */
const url = (value: unknown) => text(typeof value === 'string' ? loggedUrl(value) : undefined);

export interface LoggedViolation {
  document?: string;
  directive?: string;
  blocked?: string;
  disposition?: string;
}

type Fields = Record<string, unknown>;

/** Both formats: report-uri's `{"csp-report": {...}}` and the Reporting API's `[{type, body}, ...]`. */
export function violationsIn(payload: unknown): LoggedViolation[] {
  const reports: Fields[] = Array.isArray(payload)
    ? payload
        .filter((entry: Fields | null) => entry?.type === 'csp-violation')
        .map((entry: Fields) => (entry.body ?? {}) as Fields)
    : [((payload as Fields | null)?.['csp-report'] ?? {}) as Fields];
  return reports.slice(0, MAX_REPORTS).map((report) => ({
    document: url(report.documentURL ?? report['document-uri']),
    directive: text(
      report.effectiveDirective ?? report['effective-directive'] ?? report['violated-directive'],
    ),
    blocked: url(report.blockedURL ?? report['blocked-uri']),
    disposition: text(report.disposition),
  }));
}

export async function receiveCspReport(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  for (const violation of violationsIn(parseJsonBody(event))) {
    log.warn('csp-violation', { ...violation });
  }
  return { statusCode: 204 };
}
