/**
 * The wizard's building blocks: a declared contract field's generated input, the rest of a
 * section's fields, a switch, a row of two.
 */
import { FormControl, FormControlLabel, FormHelperText, Grid, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ErrorText } from '../../../components/ErrorText';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import type { SpecificationField } from '../../../schema/resources/supplier-types';
import { FieldInput, type InputMeta } from '../../inputs';
import { useFieldInput } from '../../useFieldInput';
import { type ContractField, inputsOfSection } from './steps';

export interface ContractInputProps {
  name: string;
  /** Adjusts the declared metadata (e.g. read-only until something else is chosen). */
  meta?: Partial<InputMeta>;
}

/** The declared metadata of the contract's fields, by name. */
export const CONTRACT_META: Readonly<Record<string, InputMeta>> = contracts.meta;

/**
 * The generated input of a declared contract field, so the wizard looks like every other form;
 * a boolean is the wizard's toggle, whose error shows like the other inputs' errors.
 */
export const ContractInput = ({ name, meta }: ContractInputProps) => {
  const merged = { ...CONTRACT_META[name], ...meta };
  const label = labelKey(contracts, name);
  return merged.kind === 'boolean' ? (
    <SwitchInput source={name} label={label} help={merged.help} disabled={merged.readOnly} />
  ) : (
    <FieldInput resource={contracts.name} name={name} meta={merged} label={label} />
  );
};

export interface SectionRestProps {
  section: string;
  /** The fields the step lays out itself (narrowed, paired, shown on a condition). */
  bespoke?: readonly ContractField[];
}

/**
 * Every other input of a section, in declaration order: a field declared in the section shows in
 * its step without the step naming it.
 */
export const SectionRest = ({ section, bespoke = [] }: SectionRestProps) => (
  <>
    {inputsOfSection(section)
      .filter((name) => !(bespoke as readonly string[]).includes(name))
      .map((name) => (
        <ContractInput key={name} name={name} />
      ))}
  </>
);

/** Two inputs side by side on wide screens, stacked on narrow ones; a hidden one leaves no gap. */
export const Pair = ({ children }: { children: [ReactNode, ReactNode] }) => (
  <Grid container columnSpacing={2}>
    {children.filter(Boolean).map((child, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: two fixed places
      <Grid key={index} size={{ xs: 12, sm: 6 }}>
        {child}
      </Grid>
    ))}
  </Grid>
);

export interface SwitchInputProps {
  source: string;
  /** An i18n key, or a text as is (a specification's own label). */
  label: string;
  /** Help text (i18n key) under the toggle. */
  help?: string;
  disabled?: boolean;
  /** What the form holds for on/off; booleans unless given (specifications hold 'true'/'false'). */
  on?: boolean | string;
  off?: boolean | string;
}

/** A toggle (docs/requirements.md#screens) whose error shows with the error icon, like the other inputs. */
export const SwitchInput = ({ source, label, help, disabled, on = true, off = false }: SwitchInputProps) => {
  const translate = useTranslate();
  const { field, error, label: text, id } = useFieldInput<boolean | string>({ source, label });
  return (
    <FormControl error={Boolean(error)} sx={{ mt: 2, mb: 1, display: 'flex' }}>
      <FormControlLabel
        label={text}
        disabled={disabled}
        control={
          <Switch
            id={id}
            name={field.name}
            checked={field.value === on}
            onChange={(event) => field.onChange(event.target.checked ? on : off)}
            onBlur={field.onBlur}
          />
        }
      />
      {error || help ? (
        <FormHelperText sx={{ mx: 0 }}>
          {error ? <ErrorText>{error}</ErrorText> : translate(help ?? '')}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
};

export interface SupplierType {
  id: number;
  name: string;
  purchasingAdvice: boolean;
  /** Days before the notice deadline that offers are asked for (null: the default). */
  offerWindowDays?: number | null;
  specificationFields: SpecificationField[];
}

/** The supplier type chosen in the form (its specification fields, its purchasing advice flag). */
export const useChosenType = (): SupplierType | undefined => {
  const typeId = useWatch({ name: 'supplierType' }) as number | null | undefined;
  const { data } = useGetOne<SupplierType>(
    'supplier-types',
    { id: typeId as number },
    { enabled: typeId != null },
  );
  return typeId != null && data?.id === typeId ? data : undefined;
};

/** A form value, watched. */
export const useValue = <T,>(name: string): T => useWatch({ name }) as T;
