/** Consultation requests for the staff specs to work on, sent as a visitor would send them. */
import { randomUUID } from 'node:crypto';
import { ConsultationformDocument } from '../../backend/contract/graphql/public.generated';
import { graphqlFrom } from '../../backend/local/graphql-from';
import { ownClientAddress } from '../fixtures';

/**
 * A visitor's request through the public form, from a network of its own (the form is throttled per
 * network); its email is `robin-<lastname>@example.com`. Answers the consultation's id.
 */
export async function submitLead(lastName: string, { spam = false } = {}): Promise<string> {
  const { body } = await graphqlFrom(
    process.env.E2E_BASE_URL ?? '',
    ownClientAddress(),
    ConsultationformDocument,
    {
      consultationData: {
        firstName: 'Robin',
        lastName,
        email: `robin-${lastName.toLowerCase()}@example.com`,
        phone: '(206) 555-0123',
        typeOfClient: 'Yes, I am a potential new client',
        message: 'I was rear-ended at a light and the other driver left.',
        idempotencyKey: randomUUID(),
        ...(spam ? { website: 'https://spam.example' } : {}),
      },
    },
  );
  const id = (body as { data?: { consultationform?: { _id: string } } }).data?.consultationform?._id;
  if (!id) throw new Error(`The consultation was not taken: ${JSON.stringify(body)}`);
  return id;
}
