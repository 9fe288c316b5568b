/**
 * Merge fields: which `{{field}}` a template uses, which of them do not exist, and the body with every field
 * filled from the lead or matter, the signer and the firm. A value is plain text: anything Markdown would read
 * as markup is escaped, so a client's name cannot become a heading or a link in their own agreement.
 */
import { civilDateText, spanishCivilDateText } from '../../contract/civil-date-text';
import {
  MERGE_FIELD_PATTERN,
  isLetterMergeField,
  type FeeTerms,
  type LetterLanguage,
  type LetterMergeField,
} from '../../contract/letters';
import { FIRM_IDENTITY } from '../../contract/firm';

/** Every field a body names, once each, in order. */
export function mergeFieldsIn(body: string): string[] {
  return [...new Set([...body.matchAll(MERGE_FIELD_PATTERN)].map((match) => match[1]!))];
}

export const unknownMergeFields = (body: string) =>
  mergeFieldsIn(body).filter((field) => !isLetterMergeField(field));

/** Plain text as Markdown reads it literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/([\\`*_{}[\]()<>#+\-.!|~&])/g, '\\$1');
}

export const firmAddressLine = () => {
  const { street, suite, city, region, postalCode } = FIRM_IDENTITY.address;
  return `${street}, ${suite}, ${city}, ${region} ${postalCode}`;
};

/** A percentage as each language writes it: 33.33% / 33,33 %. */
export function percentText(value: number, language: LetterLanguage): string {
  const number = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
  return language === 'es' ? `${number.replace('.', ',')} %` : `${number}%`;
}

const EXPENSES_TEXT: Record<LetterLanguage, Record<FeeTerms['expensesDeducted'], string>> = {
  en: {
    'before-fee': 'deducted from the recovery before the fee is calculated',
    'after-fee': 'deducted from the recovery after the fee is calculated',
  },
  es: {
    'before-fee': 'se descuentan de lo recuperado antes de calcular los honorarios',
    'after-fee': 'se descuentan de lo recuperado después de calcular los honorarios',
  },
};

const OWED_TEXT: Record<LetterLanguage, Record<FeeTerms['owedIfNoRecovery'], string>> = {
  en: {
    nothing: 'nothing: no fee and no expenses',
    expenses: 'no fee, but the expenses the firm advanced',
  },
  es: {
    nothing: 'nada: ni honorarios ni gastos',
    expenses: 'ningún honorario, pero sí los gastos que la firma haya adelantado',
  },
};

export const civilDateIn = (date: string, language: LetterLanguage) =>
  language === 'es' ? spanishCivilDateText(date) : civilDateText(date);

/** What a letter's merge fields are filled from. */
export interface MergeValues {
  language: LetterLanguage;
  clientName: string;
  clientEmail: string;
  clientAddress?: string;
  claimType?: string;
  incidentDate?: string;
  attorneyName?: string;
  feeTerms?: FeeTerms;
  /** The civil date the letter is made (firm's zone). */
  today: string;
}

/** A field the letter has no value for prints as a line to fill in by hand. */
const BLANK = '\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_';

export function mergeValue(field: LetterMergeField, values: MergeValues): string | undefined {
  const { language, feeTerms } = values;
  switch (field) {
    case 'client.name':
      return values.clientName;
    case 'client.address':
      return values.clientAddress;
    case 'client.email':
      return values.clientEmail;
    case 'case.claimType':
      return values.claimType;
    case 'case.incidentDate':
      return values.incidentDate && civilDateIn(values.incidentDate, language);
    case 'attorney.name':
      return values.attorneyName;
    case 'firm.name':
      return FIRM_IDENTITY.name;
    case 'firm.address':
      return firmAddressLine();
    case 'firm.phone':
      return FIRM_IDENTITY.phoneDisplay;
    case 'fees.percentBeforeSuit':
      return feeTerms && percentText(feeTerms.percentBeforeSuit, language);
    case 'fees.percentAfterSuit':
      return feeTerms && percentText(feeTerms.percentAfterSuit, language);
    case 'fees.percentAtTrial':
      return feeTerms && percentText(feeTerms.percentAtTrial, language);
    case 'fees.expensesDeducted':
      return feeTerms && EXPENSES_TEXT[language][feeTerms.expensesDeducted];
    case 'fees.owedIfNoRecovery':
      return feeTerms && OWED_TEXT[language][feeTerms.owedIfNoRecovery];
    case 'today':
      return civilDateIn(values.today, language);
  }
}

/** The body with every field filled (escaped); a field with no value prints as a blank line. */
export function fillMergeFields(body: string, values: MergeValues): string {
  return body.replace(MERGE_FIELD_PATTERN, (whole, field: string) => {
    if (!isLetterMergeField(field)) return whole;
    const value = mergeValue(field, values)?.trim();
    return value ? escapeMarkdown(value) : BLANK;
  });
}
