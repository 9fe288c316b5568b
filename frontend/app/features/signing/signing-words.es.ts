/** The signing page's words in Spanish: the twin of signing-words.ts, for a letter written in Spanish. */
import { FIRM_IDENTITY } from '#contract/firm';
import { SIGNING_CODE_DIGITS, SIGNING_CODE_MINUTES } from '#contract/letters';
import type { SigningWords } from './signing-words';

export const signingWords: SigningWords = {
  locale: 'es-US',
  pageTitle: 'Firme su acuerdo',
  loading: 'Cargando su documento…',
  steps: (current, total) => `Paso ${current} de ${total}`,
  greeting: (name, firmName, title) => `Hola, ${name}. ${firmName} le pide que firme el ${title}.`,

  consentHeading: 'Acepte firmar electrónicamente',
  consentIntro:
    'Antes de firmar, lea cómo funciona la firma electrónica y lo que acepta. Puede pedir una copia en papel.',
  consentPdfLink: 'Abrir el consentimiento en PDF',
  consentPdfHelp:
    'Al final del PDF hay una palabra impresa. Escribirla aquí muestra que puede abrir los archivos PDF de este acuerdo.',
  accessWordLabel: 'La palabra impresa en el PDF',
  agreeLabel:
    'Acepto hacer trámites con la firma de abogados por vía electrónica y firmar este documento electrónicamente.',
  agreeRequired: 'Marque la casilla para aceptar, o pida a la firma una copia en papel.',
  consentButton: 'Continuar',
  consentPending: 'Guardando…',

  identityHeading: 'Confirme que es usted',
  identityIntro: (maskedEmail) =>
    `Le enviaremos un código de ${SIGNING_CODE_DIGITS} dígitos a ${maskedEmail}. Es válido durante ${SIGNING_CODE_MINUTES} minutos.`,
  sendCode: 'Enviarme un código',
  sendNewCode: 'Enviarme un código nuevo',
  sendingCode: 'Enviando…',
  codeSent: (maskedEmail) => `Enviamos un código a ${maskedEmail}. Puede tardar un minuto en llegar.`,
  codeLabel: `Código de ${SIGNING_CODE_DIGITS} dígitos`,
  codeHelp: 'Si el correo no llega, revise la carpeta de correo no deseado.',
  checkCode: 'Confirmar el código',
  checkingCode: 'Comprobando…',

  documentHeading: 'Lea y firme',
  openDocument: 'Abrir el documento (PDF)',
  pages: (count) => (count === 1 ? 'El documento tiene 1 página.' : `El documento tiene ${count} páginas.`),
  readEveryPage:
    'Se abre en el visor de PDF de su teléfono o computadora. Lea todas las páginas antes de firmar; puede llamarnos con cualquier pregunta.',
  typedNameLabel: 'Escriba su nombre completo',
  typedNameHelp: (name) => `Como lo nombra el acuerdo: ${name}.`,
  drawnLabel: 'Dibuje su firma (opcional)',
  drawnHelp: 'Dibuje con el dedo, un lápiz o el ratón. Puede omitirlo: su nombre escrito es su firma.',
  drawnCanvas: 'Área para dibujar la firma',
  clearDrawing: 'Borrar el dibujo',
  dateLabel: 'Fecha',
  signButton: 'Firmar',
  signing: 'Firmando…',
  declineButton: 'No deseo firmar',
  declineHeading: 'No deseo firmar',
  declineReasonLabel: 'Díganos por qué (obligatorio)',
  declineSubmit: 'Rechazar',
  declineCancel: 'Volver',
  declineConfirmTitle: '¿Rechazar este acuerdo?',
  declineConfirmBody:
    'Avisaremos a la firma de que usted lo rechazó, con su motivo. Este enlace dejará de servir para firmar.',
  declineConfirm: 'Sí, rechazar',
  declining: 'Rechazando…',
  cancel: 'Cancelar',

  signedHeading: 'Usted firmó el acuerdo',
  signedBody: (firmName) =>
    `Gracias. ${firmName} tiene su acuerdo firmado, y también se lo enviamos por correo electrónico.`,
  signedLink: 'Descargar el PDF firmado',
  sealing: 'Su copia firmada se está sellando; el enlace aparecerá aquí en un momento.',
  declinedHeading: 'Usted rechazó firmar',
  declinedBody: (firmName) => `Avisamos a ${firmName}. Llámenos si fue un error.`,
  expiredHeading: 'Este enlace ha vencido',
  expiredBody: (firmName) =>
    `El plazo para firmar este acuerdo terminó. Llame a ${firmName} y le enviaremos un enlace nuevo.`,
  notFoundHeading: 'Este enlace no funciona',
  notFoundBody: `Puede que esté mal escrito, que lo haya reemplazado un enlace más reciente o que se haya retirado. Llame a ${FIRM_IDENTITY.shortName} al ${FIRM_IDENTITY.phoneDisplay}.`,
  callUs: (phone) => `Llame al ${phone}`,
};
