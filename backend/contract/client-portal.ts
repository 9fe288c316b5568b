/**
 * The client portal: what the client's screens, the staff's matter page and the server share. Clients are
 * a kind of caller of their own (never staff): invited per matter, signed in by a one-time emailed link, in
 * a session that ends on sign-out, when idle and at an absolute limit.
 */
import type { Locale } from './locale';
import type { MatterPhase } from './matters';

/** Who the invited person is on the matter: the injured client, or the parent or guardian of a minor. */
export const CLIENT_ROLES = { client: 'Client', guardian: 'Parent or guardian' } as const;
export type ClientRole = keyof typeof CLIENT_ROLES;
export const isClientRole = (value: string): value is ClientRole => Object.hasOwn(CLIENT_ROLES, value);

export const CLIENT_LANGUAGES: Record<Locale, string> = { en: 'English', es: 'Español' };
export const isClientLanguage = (value: string): value is Locale => Object.hasOwn(CLIENT_LANGUAGES, value);

/** A sign-in link works this long, once. */
export const CLIENT_SIGN_IN_LINK_SECONDS = 15 * 60;
/** Sign-in links one address may be sent, and links one network may ask for, in an hour. */
export const CLIENT_SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 5;
export const CLIENT_SIGN_IN_REQUESTS_PER_NETWORK_PER_HOUR = 30;
/** Link redemptions one network may try in an hour (a 256-bit token cannot be guessed; this keeps load down). */
export const CLIENT_SIGN_IN_ATTEMPTS_PER_NETWORK_PER_HOUR = 60;
/** A client's session ends after this long without a call... */
export const CLIENT_SESSION_IDLE_SECONDS = 30 * 60;
/** ...and this long after the sign-in, however often it is used. */
export const CLIENT_SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

export const CLIENT_LIMITS = { nameMaxLength: 120, emailMaxLength: 254, noteMaxLength: 1000 } as const;

/** Where the portal's screens live; the sign-in link carries its token after `#`, never sent to a server. */
export const CLIENT_PORTAL_PATHS = {
  home: '/client',
  signIn: '/client/sign-in',
  matter: (id: string) => `/client/matters/${encodeURIComponent(id)}`,
} as const;

export function clientSignInLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${CLIENT_PORTAL_PATHS.signIn}#${token}`;
}

export function clientMatterLink(siteUrl: string, matterId: string): string {
  return `${siteUrl.replace(/\/$/, '')}${CLIENT_PORTAL_PATHS.matter(matterId)}`;
}

/** What staff read when inviting, and what the server refuses with. */
export const CLIENT_INVITE_MESSAGES = {
  nameRequired: 'Enter the name of the person you are inviting.',
  nameTooLong: `Keep the name to ${CLIENT_LIMITS.nameMaxLength} characters.`,
  badEmail: 'Enter a valid email address.',
  unknownRole: 'Choose whether this is the client or a parent or guardian.',
  unknownLanguage: 'Choose English or Spanish.',
  notInvited: 'That person is not invited to this matter.',
  noteTooLong: `Keep the note to the client to ${CLIENT_LIMITS.noteMaxLength} characters.`,
} as const;

/** What the client reads, in their language. */
export const CLIENT_PORTAL_TEXT = {
  en: {
    signInTitle: 'Sign in to your case',
    signInIntro: 'Enter the email address the firm invited. We will email you a link to sign in.',
    emailLabel: 'Email address',
    sendLink: 'Email me a sign-in link',
    linkSent:
      'If this address is invited, a sign-in link is on its way. It works once, for 15 minutes. Check your inbox.',
    tooMany: 'Too many sign-in links were asked for. Please wait an hour and try again.',
    signingIn: 'Signing you in…',
    loading: 'Loading…',
    linkNotValid:
      'This sign-in link is not valid any more: it works once, for 15 minutes. Ask for a new one below.',
    yourMatters: 'Your cases',
    noMatters: 'You are not invited to any case right now. Please call the firm.',
    phase: 'Where your case stands',
    meaning: 'What this means',
    firmDoing: 'What the firm is doing',
    next: 'What usually comes next',
    duration: 'How long it usually takes',
    noteFromFirm: 'A note from the firm',
    lastUpdate: 'Last update',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    backToMatters: 'All your cases',
    notFound: 'That case is not on your list.',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  es: {
    signInTitle: 'Acceda a su caso',
    signInIntro:
      'Escriba el correo electrónico al que el bufete le invitó. Le enviaremos un enlace para entrar.',
    emailLabel: 'Correo electrónico',
    sendLink: 'Envíenme un enlace para entrar',
    linkSent:
      'Si este correo está invitado, le enviamos un enlace para entrar. Sirve una vez, durante 15 minutos. Revise su bandeja de entrada.',
    tooMany: 'Se pidieron demasiados enlaces. Espere una hora y vuelva a intentarlo.',
    signingIn: 'Entrando…',
    loading: 'Cargando…',
    linkNotValid:
      'Este enlace ya no es válido: sirve una vez, durante 15 minutos. Pida uno nuevo a continuación.',
    yourMatters: 'Sus casos',
    noMatters: 'Ahora no tiene ningún caso. Por favor, llame al bufete.',
    phase: 'En qué punto está su caso',
    meaning: 'Qué significa',
    firmDoing: 'Qué está haciendo el bufete',
    next: 'Qué suele venir después',
    duration: 'Cuánto suele durar',
    noteFromFirm: 'Una nota del bufete',
    lastUpdate: 'Última actualización',
    signOut: 'Cerrar sesión',
    signedOut: 'Ha cerrado la sesión.',
    backToMatters: 'Todos sus casos',
    notFound: 'Ese caso no está en su lista.',
    sessionEnded: 'Su sesión terminó. Por favor, entre de nuevo.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A phase as a client reads it: plain words, no legal terms left unexplained. */
export interface PhaseForClients {
  name: string;
  meaning: string;
  firmDoing: string;
  next: string;
  duration: string;
}

/** Every phase of a matter, for clients, in English and Spanish. */
export const PHASES_FOR_CLIENTS: Record<MatterPhase, Record<Locale, PhaseForClients>> = {
  intake: {
    en: {
      name: 'Getting started',
      meaning: 'The firm has taken your case and is learning what happened and who was involved.',
      firmDoing:
        'Collecting the first facts, the insurance details and the names of the people and companies involved, and telling the insurers that we represent you.',
      next: 'Your medical treatment: the firm follows it while you recover.',
      duration: 'Usually two to four weeks.',
    },
    es: {
      name: 'Primeros pasos',
      meaning: 'El bufete aceptó su caso y está conociendo qué pasó y quién participó.',
      firmDoing:
        'Reunimos los primeros datos, los seguros y los nombres de las personas y empresas involucradas, y avisamos a las aseguradoras de que le representamos.',
      next: 'Su tratamiento médico: el bufete lo sigue mientras usted se recupera.',
      duration: 'Normalmente de dos a cuatro semanas.',
    },
  },
  treatment: {
    en: {
      name: 'Medical treatment',
      meaning: 'You are getting the care you need. Your health comes first; the case waits for it.',
      firmDoing:
        'Keeping in touch with you, tracking your appointments and handling the insurers so you can focus on getting better.',
      next: 'When your doctors say you have recovered as far as you will, the firm gathers your records and bills.',
      duration: 'It depends on your injuries: often a few months, sometimes a year or more.',
    },
    es: {
      name: 'Tratamiento médico',
      meaning: 'Usted está recibiendo la atención que necesita. Su salud va primero; el caso la espera.',
      firmDoing:
        'Seguimos en contacto con usted, anotamos sus citas y tratamos con las aseguradoras para que usted se dedique a recuperarse.',
      next: 'Cuando sus médicos digan que se ha recuperado todo lo posible, el bufete reúne sus expedientes y facturas.',
      duration: 'Depende de sus lesiones: a menudo unos meses, a veces un año o más.',
    },
  },
  'records-and-bills': {
    en: {
      name: 'Gathering records and bills',
      meaning: 'The firm is collecting proof of your injuries and of what they cost you.',
      firmDoing:
        'Asking your doctors, hospitals and employer for records, bills and proof of lost wages, and checking that nothing is missing.',
      next: 'A demand: a letter to the insurer setting out your claim and what it is worth.',
      duration: 'Usually one to three months: providers can be slow to answer.',
    },
    es: {
      name: 'Reunir expedientes y facturas',
      meaning: 'El bufete está reuniendo las pruebas de sus lesiones y de lo que le han costado.',
      firmDoing:
        'Pedimos a sus médicos, hospitales y empleador los expedientes, las facturas y la prueba del salario perdido, y revisamos que no falte nada.',
      next: 'Una reclamación: una carta a la aseguradora que explica su caso y lo que vale.',
      duration: 'Normalmente de uno a tres meses: los proveedores pueden tardar en responder.',
    },
  },
  demand: {
    en: {
      name: 'Demand sent',
      meaning: 'The firm has asked the insurer, in writing, to pay a fair amount for your claim.',
      firmDoing: 'Sending the demand with its proof and waiting for the insurer to answer.',
      next: 'Negotiation: the insurer answers with an offer, and the firm talks it through with you.',
      duration: 'Insurers usually answer within 30 to 60 days.',
    },
    es: {
      name: 'Reclamación enviada',
      meaning: 'El bufete pidió por escrito a la aseguradora que pague una cantidad justa por su caso.',
      firmDoing: 'Enviamos la reclamación con sus pruebas y esperamos la respuesta de la aseguradora.',
      next: 'La negociación: la aseguradora responde con una oferta y el bufete la revisa con usted.',
      duration: 'Las aseguradoras suelen responder en 30 a 60 días.',
    },
  },
  negotiation: {
    en: {
      name: 'Negotiating',
      meaning: 'The firm and the insurer are talking about how much the insurer will pay.',
      firmDoing:
        'Answering offers, pushing for a fair amount and bringing every offer to you: you decide whether to accept.',
      next: 'A settlement if the offer is fair, or a lawsuit if it is not.',
      duration: 'Often one to three months.',
    },
    es: {
      name: 'Negociación',
      meaning: 'El bufete y la aseguradora están hablando de cuánto pagará la aseguradora.',
      firmDoing:
        'Respondemos a las ofertas, insistimos en una cantidad justa y le presentamos cada oferta: usted decide si la acepta.',
      next: 'Un acuerdo si la oferta es justa, o una demanda judicial si no lo es.',
      duration: 'A menudo de uno a tres meses.',
    },
  },
  litigation: {
    en: {
      name: 'In court',
      meaning: 'The firm has filed a lawsuit for you. Most cases still settle before a trial.',
      firmDoing:
        'Exchanging information with the other side, preparing witnesses and experts, and keeping the court’s deadlines.',
      next: 'A settlement, mediation or a trial.',
      duration: 'Usually one to two years.',
    },
    es: {
      name: 'En el tribunal',
      meaning:
        'El bufete presentó una demanda judicial por usted. La mayoría de los casos aún se resuelven antes del juicio.',
      firmDoing:
        'Intercambiamos información con la otra parte, preparamos testigos y peritos, y cumplimos los plazos del tribunal.',
      next: 'Un acuerdo, una mediación o un juicio.',
      duration: 'Normalmente de uno a dos años.',
    },
  },
  settlement: {
    en: {
      name: 'Settling',
      meaning: 'An agreement has been reached. The firm is finishing the paperwork and the payments.',
      firmDoing:
        'Getting the release signed, receiving the payment, paying medical bills and liens, and preparing your statement.',
      next: 'Your payment, and then the firm closes the case.',
      duration: 'Usually four to eight weeks.',
    },
    es: {
      name: 'Acuerdo',
      meaning: 'Se llegó a un acuerdo. El bufete está terminando los documentos y los pagos.',
      firmDoing:
        'Conseguimos la firma del finiquito, recibimos el pago, pagamos las facturas médicas y los gravámenes, y preparamos su liquidación.',
      next: 'Su pago, y después el bufete cierra el caso.',
      duration: 'Normalmente de cuatro a ocho semanas.',
    },
  },
  closed: {
    en: {
      name: 'Closed',
      meaning: 'The firm’s work on this case is finished.',
      firmDoing: 'Keeping your file as the law requires.',
      next: 'Nothing more is needed from you. Call the firm if you have a question.',
      duration: 'This is the last step.',
    },
    es: {
      name: 'Cerrado',
      meaning: 'El trabajo del bufete en este caso terminó.',
      firmDoing: 'Guardamos su expediente como exige la ley.',
      next: 'No necesitamos nada más de usted. Llame al bufete si tiene alguna pregunta.',
      duration: 'Este es el último paso.',
    },
  },
};
