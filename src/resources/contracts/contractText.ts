/**
 * How a contract's values read in the list, on the detail page and in the CSV export: Dutch dates,
 * euros, periods in words ('3 maanden'), 'Onbepaalde tijd' for a contract without an end.
 */
import { formatDate, formatEuro } from '../../i18n/format';
import type { SpecificationField } from '../../schema/resources/supplier-types';

export type Translate = (key: string, options?: object) => string;
type DateFormat = (value: string | null | undefined) => string;

export const isIndefinite = (record: Record<string, unknown>): boolean => record.indefinite === true;

/**
 * The current term's end date (or, with `source` 'endsAt', the agreed one), or 'Onbepaalde tijd'
 * for a contract that does not end.
 */
export const endDateText = (
  translate: Translate,
  record: Record<string, unknown>,
  format: DateFormat = formatDate,
  source: 'currentEndsAt' | 'endsAt' = 'currentEndsAt',
): string =>
  isIndefinite(record)
    ? translate('resources.contracts.values.indefinite')
    : format(record[source] as string | null);

/** '3 maanden', '1 maand', '14 dagen'; null when amount or unit is missing. */
export const periodText = (translate: Translate, amount: unknown, unit: unknown): string | null =>
  typeof amount === 'number' && (unit === 'days' || unit === 'months')
    ? translate(`app.contracts.detail.units.${unit}`, { smart_count: amount })
    : null;

export const euroText = (value: unknown): string =>
  value == null || value === '' || Number.isNaN(Number(value)) ? '' : formatEuro(Number(value));

/** A specification value (canonical text) as its field type reads: euros, Dutch dates, Ja/Nee. */
export const specificationText = (
  translate: Translate,
  fieldType: SpecificationField['fieldType'] | undefined,
  value: string,
  format: DateFormat = formatDate,
): string => {
  if (value === '') return '';
  switch (fieldType) {
    case 'money':
      return euroText(value);
    case 'number':
      return Number.isNaN(Number(value)) ? value : new Intl.NumberFormat('nl-NL').format(Number(value));
    case 'date':
      return format(value);
    case 'boolean':
      return translate(value === 'true' ? 'app.views.yes' : 'app.views.no');
    default:
      return value;
  }
};
