import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useProfile } from '../../../providers/profileStore';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import { DropdownFieldInput } from '../../inputs';
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
 * Step 2: supplier (only those of the chosen type: the server refuses another), its contact,
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
