/**
 * For the consultation inbox's integration tests: one local stack with a signed-in staff user and the
 * administrator, requests sent as the site's form sends them (each from its own loopback address, with a
 * solved bot check), and the inbox's calls as staff make them.
 */
import { randomUUID } from 'node:crypto';
import type { ConsultationData } from '../contract/operations';
import {
  ConsultationDocument,
  ConsultationsDocument,
  UpdateConsultationDocument,
  type ConsultationsQueryVariables,
  type UpdateConsultationMutationVariables,
} from '../contract/graphql/consultation-inbox.generated';
import { postConsultation, solvedBotCheck } from '../handlers/graphql/consultations/consultation-client';
import { useSignedInStaff } from './test-callers';
import { dataOf } from './test-stack';
import { useTestStack } from './use-test-stack';

export const MINUTE = 60 * 1000;

/** Registers the stack's and the callers' hooks: call it once, at the top of a test file. */
export function useInbox() {
  const stack = useTestStack();
  const signedIn = useSignedInStaff(stack);
  let visitor = 0;

  function request(overrides: Partial<ConsultationData> = {}): ConsultationData {
    const tag = randomUUID().slice(0, 8);
    return {
      firstName: 'Ana',
      lastName: `Lopez${tag}`,
      email: `ana-${tag}@example.com`,
      phone: `(206) 555-${String(1000 + (visitor % 9000)).padStart(4, '0')}${tag.replace(/\D/g, '').slice(0, 2)}`,
      typeOfClient: 'Yes, I am a potential new client',
      message: 'I was hurt in a crash on I-5 last month.',
      idempotencyKey: randomUUID(),
      ...overrides,
    };
  }

  /** A request as the site's form sends it: with a solved bot check, so its visitor is acknowledged. */
  async function submit(overrides: Partial<ConsultationData> = {}) {
    visitor += 1;
    const from = `127.61.${Math.floor(visitor / 200)}.${(visitor % 200) + 1}`;
    const data = request({ botCheck: await solvedBotCheck(stack.url, from), ...overrides });
    const answer = await postConsultation(stack.url, data, from);
    if (!answer.consultation) throw new Error(`submit failed: ${answer.errorMessage}`);
    return { ...answer.consultation, data };
  }

  async function inbox(variables: ConsultationsQueryVariables = {}, token = signedIn.staffToken) {
    return dataOf((await stack.graphql(ConsultationsDocument, variables, token)).body).consultations;
  }

  /** One lead as its screen opens it (which records "opened" on its timeline). */
  async function open(id: string, token = signedIn.staffToken) {
    return dataOf((await stack.graphql(ConsultationDocument, { id }, token)).body).consultation;
  }

  /** A change to a lead at the version the caller's screen holds: the answer, refused or not. */
  const update = (variables: UpdateConsultationMutationVariables, token = signedIn.staffToken) =>
    stack.graphql(UpdateConsultationDocument, variables, token);

  async function mailsTo(to: string, subject: RegExp) {
    return (await stack.emails()).filter(
      (mail) => mail.destination.to.includes(to) && subject.test(mail.subject),
    );
  }

  return { stack, signedIn, submit, inbox, open, update, mailsTo };
}
