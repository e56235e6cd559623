import { Box, Button, DialogContentText } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Dropdown, type DropdownValue } from '../../components/Dropdown';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { optionsLoader } from '../../components/optionsSource';
import { labelKey } from '../../schema/dsl';
import { suppliers } from '../../schema/resources/suppliers';
import { payloadOf, validateValues } from '../formValues';
import { notice } from '../RowActions';

/** The fields the small form asks, in order; the rest of a supplier stays empty (editable on its page). */
const TEXT_FIELDS = ['name', 'kvkNumber', 'website', 'emailAddress', 'telephone'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type Values = Record<TextField, string> & { supplierType: number | null };

const empty = (supplierType: number | null): Values => ({
  name: '',
  kvkNumber: '',
  website: '',
  emailAddress: '',
  telephone: '',
  supplierType,
});

export interface NewSupplierDialogProps {
  open: boolean;
  /** The contract's supplier type: preselected. */
  supplierType: number | null;
  onClose: () => void;
  /** After the supplier was saved: its id and name. */
  onCreated: (supplier: { id: number; name: string }) => void;
}

const texts = (key: string) => `resources.suppliers.own.${key}`;

/**
 * "+ Nieuwe leverancier" of the contract wizard (docs/requirements.md#suppliers): a company's own
 * supplier with a name, its type (the contract's, preset) and optional KvK number, website, e-mail
 * and telephone; checked by the declaration's own schema, then by the server (field errors shown
 * on the inputs). Not a react-admin form: it opens inside the wizard's form.
 */
export const NewSupplierDialog = ({ open, supplierType, onClose, onCreated }: NewSupplierDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => empty(supplierType));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const loadTypes = useMemo(() => optionsLoader('supplier-types', { paged: true }), []);
  const [typeName, setTypeName] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(empty(supplierType));
    setErrors({});
    setTypeName(null);
  }, [open, supplierType]);

  // The preset type's name, so the dropdown shows it before any search.
  useEffect(() => {
    if (!open || supplierType == null) return;
    let current = true;
    dataProvider.getOne('supplier-types', { id: supplierType }).then(
      ({ data }) => current && setTypeName(String(data.name ?? '')),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, supplierType, dataProvider]);

  const set = (field: keyof Values, value: string | number | null) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const save = async () => {
    const found = validateValues(suppliers, values) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.create('suppliers', { data: payloadOf(suppliers, values) });
      notify(notice(translate, 'suppliers', 'saved'), { type: 'success' });
      onCreated({ id: Number(data.id), name: String(data.name ?? values.name) });
    } catch (failed) {
      const fieldErrors = failed instanceof HttpError ? failed.body?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') setErrors(fieldErrors as Record<string, string>);
      else
        notify(
          failed instanceof Error && failed.message ? failed.message : 'app.common.something_went_wrong',
          {
            type: 'error',
          },
        );
    } finally {
      setBusy(false);
    }
  };

  const label = (field: string) => translate(labelKey(suppliers, field));
  const error = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : null);
  const input = (field: TextField, required = false) => (
    <FormField
      key={field}
      id={`new-supplier-${field}`}
      name={field}
      label={label(field)}
      required={required}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={error(field)}
      helperText={field === 'kvkNumber' ? translate('resources.suppliers.help.kvkNumber') : undefined}
      disabled={busy}
      size="small"
    />
  );

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={translate(texts('title'))}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 1 }}>{translate(texts('intro'))}</DialogContentText>
      {input('name', true)}
      <Box sx={{ mt: 2, mb: 1 }}>
        <Dropdown
          id="new-supplier-supplierType"
          name="supplierType"
          label={label('supplierType')}
          required
          value={values.supplierType}
          onChange={(value: DropdownValue | DropdownValue[] | null) =>
            set('supplierType', typeof value === 'number' ? value : value == null ? null : Number(value))
          }
          loadOptions={loadTypes}
          selectedOptions={
            values.supplierType != null && typeName !== null && values.supplierType === supplierType
              ? [{ value: values.supplierType, text: typeName }]
              : []
          }
          error={error('supplierType')}
          disabled={busy}
          fullWidth
        />
      </Box>
      {TEXT_FIELDS.filter((field) => field !== 'name').map((field) => input(field))}
    </Modal>
  );
};
