import type { contractViewMessagesEn } from './contracts-views.en';

/** Teksten van de contractenlijst, de contractpagina en de cijfers op het dashboard; dezelfde sleutels als contracts-views.en.ts. */
export const contractViewMessagesNl: typeof contractViewMessagesEn = {
  app: {
    contracts: {
      alert_defaults: {
        title: 'Standaardinstellingen',
        intro: 'Hiermee beginnen de meldingen van een nieuw contract; per contract blijven ze te wijzigen.',
        notice: 'Melding vóór de opzegdatum',
        end: 'Melding vóór de einddatum',
        rule: 'Een contract met een opzegtermijn krijgt de melding vóór de opzegdatum; een contract zonder opzegtermijn de melding vóór de einddatum.',
        saved: 'Standaardinstellingen succesvol opgeslagen',
      },
      list: {
        export_file: 'contracten',
        found_in_document: 'In een document',
        found_in_document_hint: 'Gevonden in de documenten van dit contract, niet in zijn eigen gegevens',
        totals: {
          label: 'Totaal van %{smart_count} contract |||| Totaal van %{smart_count} contracten',
          without_vat_rate:
            '%{smart_count} zonder btw-tarief niet meegeteld |||| %{smart_count} zonder btw-tarief niet meegeteld',
        },
        bulk: {
          select: '%{name} selecteren',
          select_page: 'Alle contracten op deze pagina selecteren',
          selected: '%{smart_count} geselecteerd',
          select_all: 'Alle %{smart_count} contracten in dit filter selecteren',
          all_selected: 'Alle %{smart_count} contracten in dit filter zijn geselecteerd',
          clear: 'Selectie opheffen',
          archive: 'Archiveren',
          restore: 'Herstellen',
          owner: 'Eigenaar wijzigen',
          receivers: 'Ontvangers wijzigen',
          export: 'Selectie exporteren',
          confirm: {
            archive:
              '%{smart_count} contract wordt gearchiveerd. Een gearchiveerd contract verstuurt geen meldingen. |||| %{smart_count} contracten worden gearchiveerd. Een gearchiveerd contract verstuurt geen meldingen.',
            restore:
              '%{smart_count} contract wordt hersteld. |||| %{smart_count} contracten worden hersteld.',
            owner:
              'De nieuwe eigenaar van %{smart_count} contract: |||| De nieuwe eigenaar van %{smart_count} contracten:',
            receivers:
              'De ontvangers van meldingen van %{smart_count} contract worden: |||| De ontvangers van meldingen van %{smart_count} contracten worden:',
          },
          new_owner: 'Nieuwe eigenaar',
          new_receivers: 'Ontvangers van meldingen',
          done: '%{smart_count} contract gewijzigd |||| %{smart_count} contracten gewijzigd',
        },
        remove_filter: 'Filter „%{name}” verwijderen',
      },
      detail: {
        not_found: 'Contract niet gevonden',
        not_found_text: 'Dit contract bestaat niet (meer) of je hebt er geen toegang toe.',
        back_to_list: 'Naar de contracten',
        edit_section: '%{section} bewerken',
        summary: 'Overzicht',
        current_ends_at: 'Huidige einddatum',
        renewal: 'Stilzwijgende verlenging',
        alert_advance: '%{period} van tevoren',
        alert_off: 'Uit',
        none: '—',
        owner_receives: '(de eigenaar; er zijn geen ontvangers gekozen)',
        units: {
          days: '%{smart_count} dag |||| %{smart_count} dagen',
          months: '%{smart_count} maand |||| %{smart_count} maanden',
        },
        ends_today: 'Loopt vandaag af',
        documents: {
          title: 'Documenten',
          uploaded_by: 'door %{name}',
          found: 'Gevonden in dit document:',
        },
        alerts: {
          title: 'Handmatige meldingen',
          add: 'Melding toevoegen',
          none: 'Geen handmatige meldingen.',
          send_on: 'Verzenddatum',
          message: 'Bericht',
          receivers: 'Ontvangers',
          no_receivers: 'Geen ontvangers gekozen',
          delete: 'Melding van %{date} verwijderen',
          confirm_delete: 'De melding van %{date} wordt verwijderd.',
          added: 'Melding succesvol toegevoegd',
          removed: 'Melding succesvol verwijderd',
          edit: 'Melding van %{date} wijzigen',
          edit_title: 'Melding wijzigen',
          saved: 'Melding succesvol opgeslagen',
          enabled: 'Melding van %{date} verzenden',
          disabled: 'Uitgeschakeld',
          switched_on: 'Melding ingeschakeld',
          switched_off: 'Melding uitgeschakeld',
        },
        deliveries: {
          title: 'Verzonden meldingen',
          none: 'Er zijn nog geen meldingen verzonden.',
          kind: {
            end: 'Einddatum %{date}',
            notice: 'Opzegdatum %{date}',
            manual: 'Handmatige melding van %{date}',
          },
          status: {
            queued: 'In de wachtrij',
            sending: 'Wordt verzonden',
            sent: 'Verzonden %{date}',
            failed: 'Mislukt',
            kept: 'In de outbox (geen mailserver)',
            removed: 'Niet meer in de outbox',
          },
        },
        specifications: {
          title: 'Specificaties',
          none: 'Dit contract heeft geen specificaties.',
        },
      },
    },
    dashboard: {
      numbers_title: 'Je contracten in cijfers',
      numbers_failed: 'De cijfers konden niet worden geladen.',
      numbers: {
        running: 'Actieve contracten',
        noticeWithin30: 'Opzegdatum binnen 30 dagen',
        noticeWithin90: 'Opzegdatum binnen 90 dagen',
        endsWithin30: 'Loopt af binnen 30 dagen',
        endsWithin90: 'Loopt af binnen 90 dagen',
        expiredLast30: 'Verlopen in de afgelopen 30 dagen',
      },
    },
  },
};
