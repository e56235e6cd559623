import { Box } from '@mui/material';
import { AutoGrowTextarea } from '../../../components/AutoGrowTextarea';
import { DayInput } from '../../../components/DayInput';
import { Dropdown } from '../../../components/Dropdown';
import { FormField } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import type { SpecificationField } from '../../../schema/resources/supplier-types';
import { useFieldInput } from '../../useFieldInput';
import { SwitchInput } from './fields';

interface SpecificationInputProps {
  /** The row in `specifications`. */
  index: number;
  field: SpecificationField;
}

/** Money as the canonical text the server keeps ('1234.50'); an unreadable amount stays invalid. */
const moneyText = (amount: number | null): string =>
  amount == null ? '' : Number.isNaN(amount) ? 'NaN' : amount.toFixed(2);

/**
 * The input of one specification field by its field type. The form holds the canonical text of
 * contract-specifications.ts: numbers with a '.', dates 'YYYY-MM-DD', 'true'/'false', an option.
 */
export const SpecificationInput = ({ index, field }: SpecificationInputProps) =>
  field.fieldType === 'boolean' ? (
    <SwitchInput source={`specifications.${index}.value`} label={field.label} on="true" off="false" />
  ) : (
    <TextualInput index={index} field={field} />
  );

/** Every field type but the toggle: a text, number, date, money or choice input. */
const TextualInput = ({ index, field: spec }: SpecificationInputProps) => {
  const { field, error, id } = useFieldInput<string>({
    source: `specifications.${index}.value`,
    label: spec.label,
    format: (value) => value ?? '',
    parse: (value) => value,
  });
  const label = spec.label;
  const required = spec.required;
  const value = String(field.value ?? '');
  switch (spec.fieldType) {
    case 'longText':
      return (
        <AutoGrowTextarea
          {...field}
          id={id}
          label={label}
          error={error}
          margin="normal"
          slotProps={{ inputLabel: { required } }}
        />
      );
    case 'money':
      return (
        <MoneyInput
          id={id}
          name={field.name}
          label={label}
          value={value === '' ? null : Number(value)}
          onChange={(amount) => field.onChange(moneyText(amount))}
          onBlur={field.onBlur}
          required={required}
          error={error}
          margin="normal"
        />
      );
    case 'choice': {
      const options = spec.options
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean)
        .map((option) => ({ value: option, text: option }));
      return (
        <Box sx={{ mt: 2, mb: 1 }}>
          <Dropdown
            id={id}
            name={field.name}
            label={label}
            value={value === '' ? null : value}
            onChange={(next) => field.onChange(next == null ? '' : String(next))}
            onBlur={field.onBlur}
            options={options}
            required={required}
            error={error}
          />
        </Box>
      );
    }
    case 'date':
      return (
        <DayInput
          id={id}
          name={field.name}
          label={label}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          error={error}
        />
      );
    default:
      return (
        <FormField
          {...field}
          id={id}
          label={label}
          type={spec.fieldType === 'number' ? 'number' : 'text'}
          error={error}
          slotProps={{
            inputLabel: { required },
            htmlInput: spec.fieldType === 'number' ? { step: 'any' } : {},
          }}
        />
      );
  }
};
