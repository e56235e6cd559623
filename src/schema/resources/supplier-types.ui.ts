import CategoryIcon from '@mui/icons-material/Category';
import { resourceUi } from '../resource-ui';
import { supplierTypes } from './supplier-types';

export default resourceUi(supplierTypes, {
  icon: CategoryIcon,
  en: {
    name: 'Supplier type |||| Supplier types',
    fields: {
      name: 'Name',
      description: 'Description',
      purchasingAdvice: 'Suitable for purchasing advice',
      offerWindowDays: 'Offer request window (days)',
      specificationFields: 'Specification fields',
    },
    specification: {
      label: 'Label',
      fieldType: 'Field type',
      required: 'Required',
      options: 'Options',
    },
    choices: {
      fieldType: {
        text: 'Text',
        longText: 'Long text',
        number: 'Number',
        money: 'Amount',
        date: 'Date',
        boolean: 'Yes/no',
        choice: 'Choice list',
      },
    },
    help: {
      specificationFields: 'Every contract with a supplier of this type asks these fields.',
      options: 'Choice lists only: the options, separated by commas.',
      offerWindowDays:
        'How many days before the notice deadline sponsors are asked for an offer (empty: 120). Only for types suitable for purchasing advice.',
    },
    errors: {
      duplicate_label: 'This type already has a field with this label.',
      options_required: 'A choice list needs options.',
    },
  },
  nl: {
    name: 'Leverancierstype |||| Leverancierstypes',
    fields: {
      name: 'Naam',
      description: 'Omschrijving',
      purchasingAdvice: 'Geschikt voor inkoopadvies',
      offerWindowDays: 'Aanvraagvenster offertes (dagen)',
      specificationFields: 'Specificatievelden',
    },
    specification: {
      label: 'Label',
      fieldType: 'Soort veld',
      required: 'Verplicht',
      options: 'Keuzes',
    },
    choices: {
      fieldType: {
        text: 'Tekst',
        longText: 'Lange tekst',
        number: 'Getal',
        money: 'Bedrag',
        date: 'Datum',
        boolean: 'Ja/nee',
        choice: 'Keuzelijst',
      },
    },
    help: {
      specificationFields: 'Deze velden vul je in bij elk contract met een leverancier van dit type.',
      options: "Alleen bij een keuzelijst: de keuzes, gescheiden door komma's.",
      offerWindowDays:
        'Hoeveel dagen vóór de opzegdatum sponsoren om een offerte wordt gevraagd (leeg: 120). Alleen bij types geschikt voor inkoopadvies.',
    },
    errors: {
      duplicate_label: 'Dit type heeft al een veld met dit label.',
      options_required: 'Een keuzelijst heeft keuzes nodig.',
    },
  },
});
