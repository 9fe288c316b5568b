/**
 * The templates the firm starts with, made the first time templates are read: the contingency fee agreement
 * in English and Spanish (RPC 1.5(c): the percentages before suit, after suit and at trial, the expenses and
 * whether they come off before or after the fee, and what the client owes if nothing is recovered) and an
 * authorization to release medical records (HIPAA, 45 CFR 164.508). Administrators edit them like any other.
 */
import type { FeeTerms } from '../../contract/letters';
import type { LetterTemplateRecord } from './records';

/** The sample's fee terms: a third before suit, more once suit is filed and at trial; nothing owed on no recovery. */
export const SAMPLE_FEE_TERMS: FeeTerms = {
  percentBeforeSuit: 33.33,
  percentAfterSuit: 38,
  percentAtTrial: 40,
  expensesDeducted: 'before-fee',
  owedIfNoRecovery: 'nothing',
};

const CONTINGENCY_FEE_EN = `# Contingency Fee Agreement

This agreement is made on {{today}} between {{client.name}} ("you"), of {{client.address}}, and {{firm.name}}
("the firm"), {{firm.address}}, telephone {{firm.phone}}.

## 1. What the firm will do

You hire the firm to represent you in your claim for injuries and losses arising from the incident of
{{case.incidentDate}} ({{case.claimType}}). The firm will investigate the claim, gather records, deal with
insurance companies and, if the firm and you agree it is needed, file and pursue a lawsuit. {{attorney.name}}
is the attorney responsible for your case; other lawyers and staff of the firm may work on it under their
supervision. This agreement does not cover an appeal, a claim against your own insurer for property damage,
or any other matter unless we agree in writing.

## 2. The fee depends on the result

The firm is paid only if money is recovered for you, by settlement, judgment or otherwise. The fee is a
percentage of the gross recovery (the total amount recovered, before anything is deducted), and the
percentage depends on how far the case has gone when the recovery is obtained:

- **{{fees.percentBeforeSuit}}** of the gross recovery if the claim is resolved before a lawsuit is filed;
- **{{fees.percentAfterSuit}}** of the gross recovery if it is resolved after a lawsuit is filed and before
  trial begins;
- **{{fees.percentAtTrial}}** of the gross recovery if it is resolved once trial has begun, by verdict or
  otherwise.

A lawsuit is "filed" when the complaint is filed with a court; trial "begins" when jury selection starts or,
without a jury, when the first witness is sworn.

## 3. Expenses

Expenses are the costs of pursuing the claim other than the lawyers' time: filing and service fees, medical
records and bills, expert witnesses, depositions and transcripts, investigators, copying, postage and travel.
The firm will advance these expenses as the case needs them and will not incur a single expense over $2,500
without asking you first.

Expenses the firm advanced are repaid from the recovery. They are **{{fees.expensesDeducted}}**. For
example, on a recovery of $90,000 with $6,000 of expenses, if expenses come off first the fee is figured on
$84,000; if they come off after, the fee is figured on $90,000.

## 4. If nothing is recovered

If nothing is recovered, you owe the firm **{{fees.owedIfNoRecovery}}**. Whether or not you recover, you
may be ordered by a court to pay costs to the other side in some circumstances (for example, after a
lawsuit that does not succeed); the firm will tell you in writing before any step that carries that risk.

## 5. Medical bills and liens

Hospitals, health insurers, Medicare, Medicaid or others who paid for your care may have a right to be
repaid from the recovery. The firm will try to resolve those claims and pay them from your share of the
recovery, and will explain them to you before any money is paid out.

## 6. Settlement is your decision

The firm will not settle your claim without your consent, and you agree not to settle it without the firm.
The firm will tell you of every settlement offer.

## 7. At the end of the case

When the case ends with a recovery, the firm will give you a written statement showing the amount
recovered, the fee and how it was calculated, each expense repaid, each lien or bill paid, and the amount
paid to you.

## 8. Ending this agreement

You may end this agreement at any time by telling the firm in writing. If you do, the firm may ask to be
paid a reasonable fee for the work done before you ended it, but only from a later recovery and never more
than the fee this agreement would have allowed. The firm may withdraw as the Rules of Professional Conduct
allow, after giving you reasonable notice.

## 9. No guarantee

The firm has made no promise about the outcome of your case. Any opinion about its value is an opinion,
not a guarantee.

## 10. Questions, and your right to advice

You may ask questions about this agreement at any time, and you may have another lawyer review it before
you sign. You will receive a signed copy.

By signing below, you confirm that you have read this agreement, understand it, and agree to it.
`;

const CONTINGENCY_FEE_ES = `# Contrato de Honorarios Condicionales

Este contrato se celebra el {{today}} entre {{client.name}} ("usted"), con domicilio en {{client.address}},
y {{firm.name}} ("la firma"), {{firm.address}}, teléfono {{firm.phone}}.

## 1. Lo que hará la firma

Usted contrata a la firma para que lo represente en su reclamo por las lesiones y pérdidas causadas por el
incidente del {{case.incidentDate}} ({{case.claimType}}). La firma investigará el reclamo, reunirá los
expedientes, tratará con las compañías de seguros y, si la firma y usted están de acuerdo en que es
necesario, presentará y seguirá una demanda. {{attorney.name}} es el abogado responsable de su caso; otros
abogados y empleados de la firma podrán trabajar en él bajo su supervisión. Este contrato no cubre una
apelación, un reclamo a su propia aseguradora por daños a la propiedad ni ningún otro asunto, salvo que lo
acordemos por escrito.

## 2. Los honorarios dependen del resultado

La firma cobra solamente si se recupera dinero para usted, por acuerdo, sentencia u otro medio. Los
honorarios son un porcentaje de lo recuperado en bruto (la cantidad total recuperada, antes de cualquier
descuento), y el porcentaje depende de hasta dónde haya llegado el caso cuando se obtiene:

- **{{fees.percentBeforeSuit}}** de lo recuperado en bruto si el reclamo se resuelve antes de presentar una
  demanda;
- **{{fees.percentAfterSuit}}** de lo recuperado en bruto si se resuelve después de presentar una demanda y
  antes de que comience el juicio;
- **{{fees.percentAtTrial}}** de lo recuperado en bruto si se resuelve una vez comenzado el juicio, por
  veredicto o de otra forma.

Una demanda se "presenta" cuando la querella se registra ante un tribunal; el juicio "comienza" cuando se
empieza a seleccionar el jurado o, sin jurado, cuando presta juramento el primer testigo.

## 3. Gastos

Los gastos son los costos de seguir el reclamo distintos del tiempo de los abogados: derechos de
presentación y notificación, expedientes y facturas médicas, peritos, declaraciones juradas y
transcripciones, investigadores, copias, correo y viajes. La firma adelantará estos gastos según lo
necesite el caso y no hará ningún gasto individual de más de $2,500 sin consultarle antes.

Los gastos que la firma adelantó se le reembolsan de lo recuperado. Estos gastos **{{fees.expensesDeducted}}**.
Por ejemplo, si se recuperan $90,000 y los gastos son $6,000, cuando los gastos se descuentan primero los
honorarios se calculan sobre $84,000; cuando se descuentan después, se calculan sobre $90,000.

## 4. Si no se recupera nada

Si no se recupera nada, usted le debe a la firma **{{fees.owedIfNoRecovery}}**. Recupere o no, en algunos
casos un tribunal puede ordenarle pagar costas a la otra parte (por ejemplo, después de una demanda que no
prospera); la firma se lo dirá por escrito antes de cualquier paso que tenga ese riesgo.

## 5. Facturas médicas y gravámenes

Los hospitales, las aseguradoras médicas, Medicare, Medicaid u otros que pagaron su atención pueden tener
derecho a que se les reembolse de lo recuperado. La firma tratará de resolver esos reclamos y pagarlos de
la parte que le corresponde a usted, y se los explicará antes de pagar cualquier cantidad.

## 6. El acuerdo es decisión suya

La firma no llegará a un acuerdo sobre su reclamo sin su consentimiento, y usted se compromete a no
llegar a un acuerdo sin la firma. La firma le informará de cada oferta de acuerdo.

## 7. Al terminar el caso

Cuando el caso termine con una recuperación, la firma le entregará un estado de cuenta por escrito con la
cantidad recuperada, los honorarios y cómo se calcularon, cada gasto reembolsado, cada gravamen o factura
pagada y la cantidad pagada a usted.

## 8. Terminar este contrato

Usted puede terminar este contrato en cualquier momento avisando a la firma por escrito. Si lo hace, la
firma puede pedir que se le paguen honorarios razonables por el trabajo hecho antes, pero solamente de una
recuperación posterior y nunca más de lo que este contrato habría permitido. La firma puede retirarse
según lo permitan las Reglas de Conducta Profesional, después de avisarle con tiempo razonable.

## 9. Sin garantía

La firma no le ha prometido ningún resultado. Cualquier opinión sobre el valor de su caso es una opinión,
no una garantía.

## 10. Preguntas, y su derecho a consejo

Puede hacer preguntas sobre este contrato en cualquier momento, y puede pedir a otro abogado que lo revise
antes de firmarlo. Recibirá una copia firmada.

Este contrato se redactó en español. Al firmar abajo, usted confirma que lo leyó, que lo entiende y que
está de acuerdo con él.
`;

const MEDICAL_AUTHORIZATION_EN = `# Authorization to Release Medical Records

**Patient:** {{client.name}}, {{client.address}}

I authorize any physician, hospital, clinic, pharmacy, laboratory, therapist, ambulance service, health
insurer or other health care provider who has treated me or paid for my care to release to {{firm.name}},
{{firm.address}}, telephone {{firm.phone}}, and to {{attorney.name}} of that firm:

- my medical records, including office and hospital records, test and imaging results, prescriptions and
  billing records, from five years before {{case.incidentDate}} to the date this authorization ends;
- records of mental health treatment other than psychotherapy notes, and records of treatment for alcohol
  or drug use, only if I initial here: ______.

**Purpose.** The records are released at my request, so that my lawyers can evaluate and pursue my claim
for injuries from the incident of {{case.incidentDate}}.

**When it ends.** This authorization ends two years after the date I sign it, or when my claim is finally
resolved, whichever comes first.

**My rights.**

- I may revoke this authorization at any time by writing to {{firm.name}} and to the provider. A
  revocation does not undo a release made before the provider received it.
- My treatment, payment, enrollment or eligibility for benefits may not be conditioned on whether I sign
  this authorization.
- Information released under this authorization may be disclosed again by the person who receives it and
  may then no longer be protected by federal privacy rules.
- I may have a copy of this authorization. A copy or electronic copy is as valid as the original.
`;

const MEDICAL_AUTHORIZATION_ES = `# Autorización para Entregar Expedientes Médicos

**Paciente:** {{client.name}}, {{client.address}}

Autorizo a cualquier médico, hospital, clínica, farmacia, laboratorio, terapeuta, servicio de ambulancia,
aseguradora médica u otro proveedor de atención médica que me haya tratado o haya pagado mi atención a
entregar a {{firm.name}}, {{firm.address}}, teléfono {{firm.phone}}, y a {{attorney.name}} de esa firma:

- mis expedientes médicos, incluidos los expedientes del consultorio y del hospital, los resultados de
  análisis e imágenes, las recetas y los registros de facturación, desde cinco años antes del
  {{case.incidentDate}} hasta la fecha en que termine esta autorización;
- los expedientes de tratamiento de salud mental que no sean notas de psicoterapia, y los de tratamiento
  por consumo de alcohol o drogas, solamente si pongo mis iniciales aquí: ______.

**Propósito.** Los expedientes se entregan a petición mía, para que mis abogados puedan evaluar y seguir mi
reclamo por las lesiones del incidente del {{case.incidentDate}}.

**Cuándo termina.** Esta autorización termina dos años después de la fecha en que la firmo, o cuando mi
reclamo se resuelva definitivamente, lo que ocurra primero.

**Mis derechos.**

- Puedo revocar esta autorización en cualquier momento escribiendo a {{firm.name}} y al proveedor. La
  revocación no deshace una entrega hecha antes de que el proveedor la reciba.
- Mi tratamiento, el pago, la inscripción o el derecho a beneficios no pueden depender de que firme esta
  autorización.
- La información entregada con esta autorización puede ser divulgada de nuevo por quien la recibe y
  entonces puede dejar de estar protegida por las normas federales de privacidad.
- Puedo tener una copia de esta autorización. Una copia o copia electrónica es tan válida como el original.
`;

type Sample = Omit<LetterTemplateRecord, 'version' | 'savedAt' | 'savedBy' | 'retired'>;

/** Fixed ids, so making them twice (two first readers at once) makes them once. */
export const SAMPLE_TEMPLATES: readonly Sample[] = [
  {
    id: 'sample-contingency-fee-en',
    name: 'Contingency fee agreement',
    kind: 'contingency-fee',
    language: 'en',
    body: CONTINGENCY_FEE_EN,
    feeTerms: SAMPLE_FEE_TERMS,
  },
  {
    id: 'sample-contingency-fee-es',
    name: 'Contrato de honorarios condicionales',
    kind: 'contingency-fee',
    language: 'es',
    body: CONTINGENCY_FEE_ES,
    feeTerms: SAMPLE_FEE_TERMS,
  },
  {
    id: 'sample-medical-authorization-en',
    name: 'Medical records authorization (HIPAA)',
    kind: 'medical-authorization',
    language: 'en',
    body: MEDICAL_AUTHORIZATION_EN,
  },
  {
    id: 'sample-medical-authorization-es',
    name: 'Autorización de expedientes médicos (HIPAA)',
    kind: 'medical-authorization',
    language: 'es',
    body: MEDICAL_AUTHORIZATION_ES,
  },
];
