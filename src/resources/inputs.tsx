import { Box, Typography } from '@mui/material';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { ArrayInput, BooleanInput, SimpleFormIterator, useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AutoGrowTextarea } from '../components/AutoGrowTextarea';
import { DayInput } from '../components/DayInput';
import { Dropdown, type DropdownOption, type DropdownValue, type LoadOptions } from '../components/Dropdown';
import { FormField } from '../components/FormField';
import type { LivePasswordMeterProps } from '../components/LivePasswordMeter';
import { MoneyInput } from '../components/MoneyInput';
import { optionsLoader } from '../components/optionsSource';
import { textLimit } from '../components/textLimit';
import { FIRST_DAY, LAST_DAY } from '../schema/contract-dates';
import type { FieldMeta } from '../schema/fields';
import { choiceLabelKey, nameOf } from './cells';
import { confirmationOf } from './formValues';
import { ImageFieldInput } from './ImageFieldInput';
import { useFieldInput } from './useFieldInput';

export type InputMeta = Omit<FieldMeta, 'item'> & { item?: FieldMeta['item'] };

export interface FieldInputProps {
  /** The resource name (label and choice keys). */
  resource: string;
  /** The field's source (inside a group: the sub-field's name). */
  name: string;
  meta: InputMeta;
  /** Label i18n key. */
  label: string;
}

const helpOf = (meta: InputMeta, translate: (key: string) => string) =>
  meta.help ? translate(meta.help) : undefined;

const TEXT_TYPES: Partial<Record<FieldMeta['kind'], string>> = { email: 'email', phone: 'tel', text: 'text' };

export const TextFieldInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const {
    field,
    error,
    errorKey,
    label: text,
    id,
  } = useFieldInput<string>({
    source: name,
    label,
    format: (value) => value ?? '',
    parse: (value) => value,
  });
  const common = {
    ...field,
    id,
    label: text,
    disabled: meta.readOnly,
    ...textLimit(translate, {
      text: String(field.value ?? ''),
      max: meta.maxLength,
      errorKey,
      error,
      help: helpOf(meta, translate),
    }),
    slotProps: { inputLabel: { required: meta.required } },
  };
  if (meta.kind === 'longText') return <AutoGrowTextarea margin="normal" {...common} />;
  return <FormField type={TEXT_TYPES[meta.kind] ?? 'text'} {...common} />;
};

export const NumberFieldInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const {
    field,
    error,
    label: text,
    id,
  } = useFieldInput<number | null>({
    source: name,
    label,
    format: (value) => (value == null ? '' : String(value)),
    parse: (value) => (value === '' ? null : Number(value)),
  });
  return (
    <FormField
      {...field}
      id={id}
      type="number"
      label={text}
      disabled={meta.readOnly}
      error={error}
      helperText={helpOf(meta, translate)}
      slotProps={{ inputLabel: { required: meta.required } }}
    />
  );
};

export const DateFieldInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const { field, error, label: text, id } = useFieldInput<string | null>({ source: name, label });
  return (
    <DayInput
      id={id}
      name={field.name}
      label={text}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      required={meta.required}
      disabled={meta.readOnly}
      error={error}
      helperText={helpOf(meta, translate)}
      // The calendar offers the days the API takes.
      min={FIRST_DAY}
      max={LAST_DAY}
    />
  );
};

export const MoneyFieldInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const { field, error, label: text, id } = useFieldInput<number | null>({ source: name, label });
  return (
    <MoneyInput
      id={id}
      name={field.name}
      label={text}
      value={field.value == null || (field.value as unknown) === '' ? null : Number(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={meta.required}
      disabled={meta.readOnly}
      error={error}
      helperText={helpOf(meta, translate)}
      margin="normal"
    />
  );
};

/** The record's own name and address, when its form has them: the password policy refuses them. */
const PERSONAL_FIELDS = ['emailAddress', 'firstName', 'affix', 'lastName'];
/** Loaded when a password input shows, with the estimator after it (docs/auth-api.md#passwords). */
const LivePasswordMeter = lazy(
  (): Promise<{ default: ComponentType<LivePasswordMeterProps> }> =>
    // Without the meter the form still works: the server gives the reason on save.
    import('../components/LivePasswordMeter').catch(() => ({ default: () => null })),
);

export const PasswordFieldInputs = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const personal: unknown[] = useWatch({ name: PERSONAL_FIELDS });
  const first = useFieldInput<string>({
    source: name,
    label,
    format: (value) => value ?? '',
    parse: (v) => v,
  });
  const second = useFieldInput<string>({
    source: confirmationOf(name),
    label: 'app.views.password_confirmation',
    format: (value) => value ?? '',
    parse: (v) => v,
  });
  const password = typeof first.field.value === 'string' ? first.field.value : '';
  const userInputs = personal.map((value) => (typeof value === 'string' ? value : null));
  return (
    <>
      <FormField
        {...first.field}
        id={first.id}
        type="password"
        autoComplete="new-password"
        label={first.label}
        slotProps={{ inputLabel: { required: meta.required } }}
        error={first.error}
        helperText={helpOf(meta, translate)}
      />
      <Suspense fallback={null}>
        <LivePasswordMeter password={password} context={{ userInputs }} />
      </Suspense>
      <FormField
        {...second.field}
        id={second.id}
        type="password"
        autoComplete="new-password"
        label={second.label}
        slotProps={{ inputLabel: { required: meta.required } }}
        error={second.error}
      />
    </>
  );
};

interface DropdownInputProps extends FieldInputProps {
  options?: DropdownOption[];
  multiple?: boolean;
  /** A resource to search remotely through its options endpoint instead of fixed options. */
  reference?: string;
  /** Remote options of `reference` narrowed by the caller (e.g. suppliers of one type). */
  loadOptions?: LoadOptions;
}

/** Our Dropdown as a react-admin input: fixed options (choice, choices) or a remote reference. */
export const DropdownFieldInput = ({
  resource,
  name,
  meta,
  label,
  options,
  multiple = false,
  reference = '',
  loadOptions: narrowedOptions,
}: DropdownInputProps) => {
  const translate = useTranslate();
  const {
    field,
    error,
    label: text,
    id,
  } = useFieldInput<DropdownValue | DropdownValue[] | null>({
    source: name,
    label,
    format: (value) => value ?? (multiple ? [] : null),
    parse: (value) => value,
  });
  // A remote dropdown names its current value(s) by fetching those records (getMany).
  const ids = field.value == null ? [] : Array.isArray(field.value) ? field.value : [field.value];
  const { data: records } = useGetMany(reference, { ids }, { enabled: ids.length > 0 && reference !== '' });
  const selectedOptions = (records ?? []).map((record) => ({
    value: record.id as DropdownValue,
    text: nameOf(reference, record),
  }));
  // A field that declares `where` asks for its own options, so the server narrows them the same
  // way it checks the value on save.
  const asking = meta.where ? `${resource}.${name}` : undefined;
  const loadOptions = useMemo(
    () => narrowedOptions ?? (reference ? optionsLoader(reference, { paged: true, for: asking }) : undefined),
    [reference, narrowedOptions, asking],
  );
  return (
    <Box sx={{ mt: 2, mb: 1, width: '100%' }}>
      <Dropdown
        id={id}
        name={field.name}
        label={text}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        options={reference ? undefined : options}
        loadOptions={loadOptions}
        selectedOptions={reference ? selectedOptions : undefined}
        multiple={multiple}
        required={meta.required}
        disabled={meta.readOnly}
        error={error}
        helperText={helpOf(meta, translate)}
      />
    </Box>
  );
};

export const ChoiceFieldInput = (props: FieldInputProps) => {
  const translate = useTranslate();
  const options = (props.meta.choices ?? []).map((value) => ({
    value,
    text: translate(choiceLabelKey(props.resource, props.name, value), { _: String(value) }),
  }));
  return <DropdownFieldInput {...props} options={options} multiple={props.meta.kind === 'choices'} />;
};

/** reference / references: remote search in the options endpoint, labels of the current value by getMany. */
export const ReferenceFieldInput = (props: FieldInputProps) => (
  <DropdownFieldInput
    {...props}
    reference={props.meta.reference ?? ''}
    multiple={props.meta.kind === 'references'}
  />
);

export const BooleanFieldInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  return (
    <BooleanInput
      source={name}
      label={label}
      disabled={meta.readOnly}
      helperText={helpOf(meta, translate) ?? false}
      sx={{ mt: 1 }}
    />
  );
};

/** A repeatable group: one row of sub-field inputs per item (labels `resources.<r>.fields.<sub>`). */
export const GroupFieldInput = ({ resource, name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      {/* The page title in the top bar is the h1; a group is the form's next level. */}
      <Typography variant="subtitle2" component="h2">
        {translate(label, { _: name })}
      </Typography>
      <ArrayInput source={name} label={false} helperText={false}>
        <SimpleFormIterator inline disableReordering>
          {Object.entries(meta.item ?? {})
            .filter(([, sub]) => sub.form)
            .map(([key, sub]) => (
              <Box key={key} sx={{ minWidth: 200, flex: sub.kind === 'longText' ? '1 1 100%' : '1 1 200px' }}>
                <FieldInput
                  resource={resource}
                  name={key}
                  meta={sub}
                  label={sub.label ?? `resources.${resource}.fields.${key}`}
                />
              </Box>
            ))}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};

export const INPUTS: Record<FieldMeta['kind'], ComponentType<FieldInputProps>> = {
  text: TextFieldInput,
  longText: TextFieldInput,
  email: TextFieldInput,
  phone: TextFieldInput,
  number: NumberFieldInput,
  money: MoneyFieldInput,
  date: DateFieldInput,
  boolean: BooleanFieldInput,
  choice: ChoiceFieldInput,
  choices: ChoiceFieldInput,
  reference: ReferenceFieldInput,
  references: ReferenceFieldInput,
  image: ImageFieldInput,
  password: PasswordFieldInputs,
  group: GroupFieldInput,
};

/** The input of one declared field, by its kind. */
export const FieldInput = (props: FieldInputProps) => {
  const Input = INPUTS[props.meta.kind] ?? TextFieldInput;
  return <Input {...props} />;
};
