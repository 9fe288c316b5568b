/**
 * The consultation form's words in Spanish (see consultation-text.ts). The client types keep the values the
 * server accepts; only what the visitor reads is Spanish.
 */
import {
  CLIENT_TYPE_LABELS_ES,
  CLIENT_TYPE_PLACEHOLDER_ES,
  CONSULTATION_MESSAGES_ES,
} from '#contract/consultation.es';
import type { ConsultationText } from './consultation-text';

export const consultationText: ConsultationText = {
  formLabel: 'Solicitar una consulta gratuita',
  allRequired: 'Todos los campos son obligatorios.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  clientTypePlaceholder: CLIENT_TYPE_PLACEHOLDER_ES,
  clientTypes: CLIENT_TYPE_LABELS_ES,
  message: 'Mensaje',
  sending: 'Enviando su solicitud…',
  submit: 'Solicitar una consulta gratuita',
  notNotified: [
    'Guardamos su solicitud, pero en este momento no pudimos enviarla a nuestro equipo. Llámenos al',
    ' para atenderle cuanto antes, o vuelva a presionar el botón para intentarlo de nuevo.',
  ],
  networkError: 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.',
  callUs: ['También puede llamarnos al', '.'],
  noScript: ['Este formulario necesita JavaScript. Llámenos al', ' para solicitar su consulta gratuita.'],
  noRelationship:
    'Enviar este formulario no crea una relación abogado-cliente. Representamos a un cliente solo después de ' +
    'haberlo acordado por escrito. Consulte nuestro',
  disclaimerLink: 'aviso legal',
  confidential:
    'Por favor, no incluya en este mensaje detalles confidenciales o delicados de su caso; los hablaremos con ' +
    'usted en privado.',
  emailTitle: CONSULTATION_MESSAGES_ES.emailForbiddenCharacters,
  phoneTitle: CONSULTATION_MESSAGES_ES.phoneInvalid,
  botCheck: {
    code: 'es',
    strings: {
      ariaLinkLabel: 'Altcha (sitio web oficial)',
      cancel: 'Cancelar',
      enterCode: 'Escriba el código',
      enterCodeAria: 'Escriba el código que escucha. Presione la barra espaciadora para oír el audio.',
      enterCodeFromImage: 'Para continuar, escriba el código de la imagen.',
      error: 'No se pudo completar la verificación. Inténtelo más tarde.',
      expired: 'La verificación venció. Inténtelo de nuevo.',
      footer: 'Protegido por ALTCHA',
      getAudioChallenge: 'Escuchar un código de audio',
      label: 'No soy un robot',
      loading: 'Cargando…',
      reload: 'Volver a cargar',
      verify: 'Verificar',
      verificationRequired: 'Falta la verificación.',
      verified: 'Verificado',
      verifying: 'Verificando…',
      waitAlert: 'Verificando… espere un momento.',
    },
  },
};
