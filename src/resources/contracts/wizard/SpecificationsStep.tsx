import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SpecificationField } from '../../../schema/resources/supplier-types';
import { SectionRest, useChosenType, useValue } from './fields';
import { SpecificationInput } from './SpecificationInput';
import type { SpecificationRow } from './validation';

const key = (label: string) => label.trim().toLowerCase();

/** One row per field of the type, in its order, keeping the values already given (matched by label). */
export const alignedRows = (
  fields: readonly SpecificationField[],
  rows: readonly SpecificationRow[],
): SpecificationRow[] => {
  const byLabel = new Map(rows.map((row) => [key(row.label ?? ''), row.value ?? '']));
  return fields.map((field) => ({
    label: field.label,
    value: byLabel.get(key(field.label)) ?? (field.fieldType === 'boolean' ? 'false' : ''),
    field,
  }));
};

/**
 * Keeps `specifications` in step with the chosen type, on every step (its required fields are
 * checked on save even when the step was never opened); each row carries its field for the checks.
 */
export const useSpecificationRows = () => {
  const type = useChosenType();
  const rows = useValue<SpecificationRow[] | undefined>('specifications');
  const { setValue } = useFormContext();
  useEffect(() => {
    if (!type) return;
    const next = alignedRows(type.specificationFields ?? [], rows ?? []);
    // Idempotent: also re-applies after a form reset put the record's bare rows back.
    if (JSON.stringify(next) !== JSON.stringify(rows)) setValue('specifications', next);
  }, [type, rows, setValue]);
};

/** The chosen type's specification inputs, by field type. */
const TypeSpecifications = () => {
  const translate = useTranslate();
  const type = useChosenType();
  const rows = useValue<SpecificationRow[] | undefined>('specifications') ?? [];
  if (!type) return <Alert severity="info">{translate('app.contracts.wizard.choose_type_first')}</Alert>;
  const fields = rows.flatMap((row, index) => (row.field ? [{ index, field: row.field }] : []));
  if (fields.length === 0) {
    return <Alert severity="info">{translate('app.contracts.wizard.no_specification_fields')}</Alert>;
  }
  return (
    <>
      {fields.map(({ index, field }) => (
        <SpecificationInput key={field.label} index={index} field={field} />
      ))}
    </>
  );
};

/** Step 5: an input per specification field of the chosen type, then the section's other fields. */
export const SpecificationsStep = () => (
  <>
    <TypeSpecifications />
    <SectionRest section="specifications" bespoke={['specifications']} />
  </>
);
