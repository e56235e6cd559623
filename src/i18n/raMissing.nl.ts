/**
 * react-admin 5 keys that ra-language-dutch 4.6.1 does not have, and one it words oddly
 * (docs/requirements.md#texts-and-formats).
 * Merged over the package's messages in nl.ts; the key-parity test against ra-language-english catches new
 * gaps.
 */
export const raMissingNl = {
  ra: {
    action: {
      reset: 'Herstellen',
      search_columns: 'Kolommen zoeken',
      select_all_button: 'Alles selecteren',
      update_application: 'Applicatie herladen',
    },
    page: {
      access_denied: 'Geen toegang',
      authentication_error: 'Authenticatiefout',
    },
    message: {
      access_denied: 'Je hebt niet de juiste rechten om deze pagina te bekijken',
      authentication_error:
        'De authenticatieserver gaf een fout en je gegevens konden niet worden gecontroleerd.',
      auth_error: 'Er is een fout opgetreden bij het controleren van het authenticatietoken.',
      clear_array_input: 'Weet je zeker dat je de hele lijst wilt leegmaken?',
      select_all_limit_reached:
        'Er zijn te veel elementen om ze allemaal te selecteren. Alleen de eerste %{max} elementen zijn geselecteerd.',
      placeholder_data_warning: 'Netwerkprobleem: gegevens konden niet worden vernieuwd.',
    },
    navigation: {
      // The package's 'Doorgaan naar artikel' names no article this app has.
      skip_nav: 'Naar de inhoud',
      clear_filters: 'Filters wissen',
      no_filtered_results: 'Geen %{name} gevonden met de huidige filters.',
    },
    auth: {
      email: 'E-mailadres',
    },
    notification: {
      application_update_available: 'Er is een nieuwe versie beschikbaar.',
      offline: 'Geen verbinding. Gegevens konden niet worden opgehaald.',
    },
    validation: {
      unique: 'Moet uniek zijn',
    },
    guesser: {
      empty: {
        title: 'Geen gegevens om te tonen',
        message: 'Controleer je dataprovider',
      },
    },
  },
};
