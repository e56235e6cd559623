/** Texts of the shared components and the generated views (app.components.*, app.views.*). */
export const componentMessagesNl = {
  app: {
    components: {
      day: { placeholder: 'dd-mm-jjjj', choose: 'Kies een datum' },
      search: { clear: 'Zoekopdracht wissen' },
      pagination: {
        label: 'Paginering',
        range: '%{from}–%{to} van %{total}',
        page: 'Pagina %{page}',
        first: 'Eerste pagina',
        previous: 'Vorige pagina',
        next: 'Volgende pagina',
        last: 'Laatste pagina',
      },
    },
    views: {
      create: 'Toevoegen',
      actions: 'Acties',
      filters: 'Filters',
      sort_by: 'Sorteren op',
      sort_ascending: 'Oplopend sorteren',
      sort_descending: 'Aflopend sorteren',
      filters_active: 'Filters (%{count})',
      filter_remove: 'Filter ‘%{filter}’ weghalen',
      create_title: '%{name} toevoegen',
      edit_title: '%{name} bewerken',
      empty: 'Er zijn nog geen %{name}.',
      company: 'Bedrijf',
      yes: 'Ja',
      no: 'Nee',
      password_confirmation: 'Herhaal wachtwoord',
      image_choose: 'Afbeelding kiezen',
      image_remove: 'Verwijderen',
      image_invalid: 'Kies een PNG-, JPEG- of WebP-afbeelding.',
      users: {
        super_login: 'Inloggen als',
        super_login_inactive: 'Deze gebruiker is niet actief: activeer hem eerst om als hem in te loggen.',
        two_factor_can_disable: 'Alleen uitschakelen is hier mogelijk; inschakelen doet de gebruiker zelf.',
        two_factor_off_here: 'De gebruiker schakelt tweestapsverificatie zelf in via Instellingen.',
      },
      templates: {
        copied: 'Plaatshouder gekopieerd naar het klembord',
        click_to_copy: 'Klik op een plaatshouder om hem te kopiëren.',
        choose_code: 'Kies eerst een code om de beschikbare plaatshouders te zien.',
      },
    },
  },
};
