/** The public consultation form and its bot check: DynamoDB and the public-function secret. */
import { log } from '../../adapters/log';
import { consultationStore } from '../../adapters/dynamodb/consultations';
import { leadReportCounters } from '../../adapters/dynamodb/lead-reports';
import { spendBotChallenge, tryConsume } from '../../adapters/dynamodb/throttles';
import { productClock } from '../../adapters/clock';
import { startJob } from '../../adapters/jobs';
import { config } from '../../config';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import type { BotCheckDeps } from '../../domain/consultations/bot-check';
import type { SubmitConsultationDeps } from '../../domain/consultations/submit-consultation';
import { firmSettings } from './shared';

/** The form's bot check: challenges signed with a key derived from the public-function secret. */
export function botCheckDependencies(): BotCheckDeps {
  return {
    signingKey: async () => Buffer.from(await publicFunctionKey('bot-check-signing')).toString('base64'),
    spend: spendBotChallenge,
    now: productClock,
  };
}

/** The public consultation form, throttled per client network, its bot check verified. */
export function submitConsultationDependencies(): SubmitConsultationDeps {
  return {
    store: consultationStore,
    rateLimiter: { tryConsume },
    botCheck: botCheckDependencies(),
    now: productClock,
    reports: leadReportCounters,
    log,
    settings: firmSettings,
    conflictCheck: {
      start: (leadId) =>
        startJob(config().conflictCheckerFunction, { leadId }).catch((error: unknown) => {
          // The lead is kept: its page shows the check as not run, and staff add its parties by hand.
          log.error('conflict-check-not-started', { id: leadId, error: String(error) });
        }),
    },
  };
}
