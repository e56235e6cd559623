import { IMAGE_MAX_BYTES, megabytes } from '../schema/upload-limits';
import type { ResourceMessages } from './resources.en';

/**
 * Texts of the resource engine: the field validation (app.validation.*) and its errors. Typed as
 * the English ones, so a key missing here (or only here) fails the type check.
 */
export const resourceMessagesNl: ResourceMessages = {
  app: {
    validation: {
      required: 'Verplicht',
      too_long: 'Te lang',
      too_long_by: 'Te lang: %{count} tekens, hoogstens %{max}',
      characters: '%{count} van %{max} tekens',
      email: 'Geen geldig e-mailadres',
      phone: 'Geen geldig telefoonnummer',
      number: 'Vul een getal in',
      integer: 'Vul een heel getal in',
      too_small: 'Te klein',
      too_large: 'Te groot',
      date: 'Geen geldige datum',
      date_range: 'Kies een datum tussen 1900 en 2199',
      choice: 'Kies een van de mogelijkheden',
      reference: 'Kies een bestaand item',
      image: 'Geen geldige afbeelding (PNG, JPEG of WebP)',
      image_too_large: `De afbeelding is te groot: maximaal ${megabytes(IMAGE_MAX_BYTES)}`,
      password_too_short: 'Minimaal 10 tekens',
      password_blank: 'Een wachtwoord van alleen spaties is niet toegestaan',
      password_weak:
        'Dit wachtwoord is te makkelijk te raden. Gebruik een paar losse woorden of een langere zin.',
      password_personal: 'Gebruik je naam of e-mailadres niet in je wachtwoord',
      password_same: 'Kies een ander wachtwoord dan je huidige',
      too_many: 'Te veel items',
      invalid: 'Geen geldige waarde',
      zipcode: 'Geen geldige postcode (1234 AB)',
      kvk_number: 'Een KvK-nummer bestaat uit 8 cijfers',
      web_address: 'Geen geldig webadres (www.voorbeeld.nl)',
      nul: 'Bevat een teken dat niet is toegestaan',
      bidi: 'Bevat een onzichtbaar teken voor de schrijfrichting, dat niet is toegestaan',
      unique: 'Deze waarde is al in gebruik',
    },
    errors: {
      in_use: 'Dit item is nog in gebruik en kan niet worden verwijderd',
    },
  },
};
