import PlaceIcon from '@mui/icons-material/Place';
import { resourceUi } from '../resource-ui';
import { locations } from './locations';

export default resourceUi(locations, {
  icon: PlaceIcon,
  en: {
    name: 'Location |||| Locations',
    fields: {
      companyId: 'Company',
      name: 'Name',
      address: 'Address',
      zipcode: 'Zip code',
      city: 'City',
      isMain: 'Main location',
    },
    help: {
      isMain: 'There is always exactly one main location; choosing this one replaces the previous one.',
    },
    errors: {
      main_not_deletable: 'The main location cannot be deleted. Make another location the main one first.',
      main_required: 'There must be a main location. Make another location the main one instead.',
    },
    confirm_delete: 'The contracts of this location move to the main location.',
    confirm_delete_count:
      '%{smart_count} contract moves to the main location. |||| %{smart_count} contracts move to the main location.',
    confirm_delete_none: 'No contracts are at this location.',
    delete_title: 'Delete location %{name}?',
  },
  nl: {
    name: 'Locatie |||| Locaties',
    fields: {
      companyId: 'Bedrijf',
      name: 'Naam',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Plaats',
      isMain: 'Hoofdlocatie',
    },
    help: {
      isMain: 'Er is altijd precies één hoofdlocatie; kies je deze, dan is de vorige het niet meer.',
    },
    errors: {
      main_not_deletable:
        'De hoofdlocatie kan niet worden verwijderd. Maak eerst een andere locatie hoofdlocatie.',
      main_required: 'Er moet een hoofdlocatie zijn. Maak in plaats daarvan een andere locatie hoofdlocatie.',
    },
    confirm_delete: 'De contracten van deze locatie gaan naar de hoofdlocatie.',
    confirm_delete_count:
      '%{smart_count} contract gaat naar de hoofdlocatie. |||| %{smart_count} contracten gaan naar de hoofdlocatie.',
    confirm_delete_none: 'Er staan geen contracten op deze locatie.',
    delete_title: 'Locatie %{name} verwijderen?',
  },
});
