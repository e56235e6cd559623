import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useProfile } from '../../../providers/profileStore';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import { suppliers } from '../../../schema/resources/suppliers';
import { useResourceAccess } from '../../access';
import { DropdownFieldInput } from '../../inputs';
import { NewSupplierDialog } from '../../suppliers/NewSupplierDialog';
import { CONTRACT_META, ContractInput, Pair, SectionRest, useValue } from './fields';
import { useFilteredOptions } from './referenceOptions';

type Id = number | null | undefined;

/** A reference field of the contract with options narrowed by a list filter. */
const NarrowedReference = ({
  name,
  reference,
  filter,
  disabled = false,
  help,
}: {
  name: string;
  reference: string;
  filter: Record<string, unknown> | null;
  disabled?: boolean;
  help?: string;
}) => {
  const loadOptions = useFilteredOptions(reference, filter);
  return (
    <DropdownFieldInput
      // A new filter starts a fresh option list.
      key={JSON.stringify(filter)}
      resource={contracts.name}
      name={name}
      meta={{ ...CONTRACT_META[name], readOnly: disabled, help }}
      label={labelKey(contracts, name)}
      reference={reference}
      loadOptions={loadOptions}
    />
  );
};

/** Another supplier makes the chosen contact wrong: it is cleared. */
const useClearContactOnSupplierChange = (supplier: Id) => {
  const { setValue } = useFormContext();
  const previous = useRef(supplier);
  useEffect(() => {
    if (previous.current !== supplier) setValue('supplierContact', null, { shouldDirty: true });
    previous.current = supplier;
  }, [supplier, setValue]);
};

/**
 * "+ Nieuwe leverancier" under the supplier dropdown (docs/requirements.md#suppliers): a company user
 * adds an own supplier of the contract's type, which is then chosen.
 */
const NewSupplier = ({ supplierType }: { supplierType: Id }) => {
  const translate = useTranslate();
  const access = useResourceAccess(suppliers);
  const { setValue } = useFormContext();
  const [open, setOpen] = useState(false);
  // Platform admins keep the shared list on its own page; this adds a company's own supplier.
  if (!access.can('create') || access.platformAdmin) return null;
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ mt: -0.5 }}>
        {translate('resources.suppliers.own.new')}
      </Button>
      <NewSupplierDialog
        open={open}
        supplierType={supplierType ?? null}
        onClose={() => setOpen(false)}
        onCreated={({ id }) => {
          setOpen(false);
          setValue('supplier', id, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </>
  );
};

/**
 * Step 2: supplier (only those of the chosen type: the server refuses another; "+ Nieuwe
 * leverancier" adds an own one), its contact,
 * location (restricted to the viewer's) beside the owner, then the section's other fields (the people).
 */
export const PeopleStep = () => {
  const profile = useProfile();
  const supplierType = useValue<Id>('supplierType');
  const supplier = useValue<Id>('supplier');
  useClearContactOnSupplierChange(supplier);
  const locationIds = profile?.locations ?? [];
  return (
    <>
      <NarrowedReference
        name="supplier"
        reference="suppliers"
        filter={supplierType != null ? { supplierType } : {}}
      />
      <NewSupplier supplierType={supplierType} />
      <NarrowedReference
        name="supplierContact"
        reference="contacts"
        filter={supplier != null ? { supplier } : null}
        disabled={supplier == null}
        help={supplier == null ? 'app.contracts.wizard.choose_supplier_first' : undefined}
      />
      <Pair>
        {locationIds.length > 0 ? (
          <NarrowedReference
            name="location"
            reference="locations"
            filter={{ id: locationIds }}
            help="app.contracts.wizard.only_your_locations"
          />
        ) : (
          <ContractInput name="location" />
        )}
        <ContractInput name="owner" />
      </Pair>
      <SectionRest section="people" bespoke={['supplier', 'supplierContact', 'location', 'owner']} />
    </>
  );
};
