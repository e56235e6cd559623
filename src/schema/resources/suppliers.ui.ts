import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { resourceUi } from '../resource-ui';
import { suppliers } from './suppliers';

export default resourceUi(suppliers, {
  icon: LocalShippingIcon,
  en: {
    name: 'Supplier |||| Suppliers',
    fields: {
      name: 'Name',
      supplierType: 'Type',
      website: 'Website',
      emailAddress: 'Email address',
      telephone: 'Telephone number',
      address: 'Address',
      zipcode: 'Zip code',
      city: 'City',
      kvkNumber: 'Chamber of Commerce (KvK) number',
    },
    help: {
      kvkNumber: '8 digits',
    },
    errors: {
      not_own: 'This is a shared supplier, not a company’s own.',
      shared_name_taken: 'A shared supplier already has this name: merge into it instead.',
      merge_target: 'Choose a shared supplier.',
      merge_type: 'Choose a shared supplier of the same type.',
    },
    notifications: {
      promoted:
        'Supplier added to the shared list; %{smart_count} contract keeps it |||| Supplier added to the shared list; %{smart_count} contracts keep it',
      merged:
        'Supplier merged; %{smart_count} contract moved |||| Supplier merged; %{smart_count} contracts moved',
    },
    own: {
      new: 'New supplier',
      title: 'New supplier of your own',
      intro: 'Only your company sees this supplier. The platform may later add it to the shared list.',
      only_own: 'Only our own suppliers',
      companies_own: 'Only companies’ own suppliers',
      shared: 'Shared',
    },
    merge: {
      button: 'Merge',
      title: 'Add “%{name}” to the shared list',
      promote: 'Make it a shared supplier',
      into: 'Merge into an existing shared supplier',
      target: 'Shared supplier',
      confirm_promote:
        'Every company will see this supplier; the one contract of its company keeps it. |||| Every company will see this supplier; the %{smart_count} contracts of its company keep it.',
      confirm_merge:
        'Of its company, these move to the chosen supplier: contracts %{contracts}, contacts %{contacts}. Then this supplier is deleted.',
      loading: 'Counting the contracts…',
    },
  },
  nl: {
    name: 'Leverancier |||| Leveranciers',
    fields: {
      name: 'Naam',
      supplierType: 'Type',
      website: 'Website',
      emailAddress: 'E-mailadres',
      telephone: 'Telefoonnummer',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Plaats',
      kvkNumber: 'KvK-nummer',
    },
    help: {
      kvkNumber: '8 cijfers',
    },
    errors: {
      not_own: 'Dit is een gedeelde leverancier, geen eigen leverancier van een bedrijf.',
      shared_name_taken: 'Een gedeelde leverancier heeft deze naam al: voeg samen met die leverancier.',
      merge_target: 'Kies een gedeelde leverancier.',
      merge_type: 'Kies een gedeelde leverancier van hetzelfde type.',
    },
    notifications: {
      promoted:
        'Leverancier toegevoegd aan de gedeelde lijst; %{smart_count} contract houdt hem |||| Leverancier toegevoegd aan de gedeelde lijst; %{smart_count} contracten houden hem',
      merged:
        'Leverancier samengevoegd; %{smart_count} contract verplaatst |||| Leverancier samengevoegd; %{smart_count} contracten verplaatst',
    },
    own: {
      new: 'Nieuwe leverancier',
      title: 'Nieuwe eigen leverancier',
      intro:
        'Alleen jullie bedrijf ziet deze leverancier. Het platform kan hem later aan de gedeelde lijst toevoegen.',
      only_own: 'Alleen onze eigen leveranciers',
      companies_own: 'Alleen eigen leveranciers van bedrijven',
      shared: 'Gedeeld',
    },
    merge: {
      button: 'Samenvoegen',
      title: '“%{name}” aan de gedeelde lijst toevoegen',
      promote: 'Gedeelde leverancier van maken',
      into: 'Samenvoegen met een bestaande gedeelde leverancier',
      target: 'Gedeelde leverancier',
      confirm_promote:
        'Elk bedrijf ziet deze leverancier; het ene contract van zijn bedrijf houdt hem. |||| Elk bedrijf ziet deze leverancier; de %{smart_count} contracten van zijn bedrijf houden hem.',
      confirm_merge:
        'Van zijn bedrijf gaan naar de gekozen leverancier: contracten %{contracts}, contactpersonen %{contacts}. Daarna wordt deze leverancier verwijderd.',
      loading: 'Contracten tellen…',
    },
  },
});
