import { TEMPLATE_EXAMPLE_NUMBERS } from '../schema/template-example';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, megabytes } from '../schema/upload-limits';
import type { contractImportMessagesEn } from './contracts-import.en';
import { groupThousands } from './numbers';

const FILE_MAX = megabytes(IMPORT_MAX_BYTES);

/** Teksten van het importeren van contracten; dezelfde sleutels als contracts-import.en.ts. */
export const contractImportMessagesNl: typeof contractImportMessagesEn = {
  app: {
    contracts: {
      import: {
        action: 'Importeren',
        title: 'Contracten importeren',
        intro: `Kies een spreadsheet (.xlsx of .csv, hoogstens ${groupThousands(IMPORT_MAX_ROWS, '.')} rijen en ${FILE_MAX}) met een rij kolomkoppen. De kolommen worden op kop aan de contractvelden gekoppeld; controleer de koppeling en daarna de rijen. Er wordt pas iets opgeslagen als elke rij klopt. Een contractnummer dat al bestaat, werkt dat contract bij.`,
        choose: 'Bestand kiezen',
        template: 'Voorbeeldbestand downloaden (.%{format})',
        template_example: {
          number: TEMPLATE_EXAMPLE_NUMBERS.nl,
          reference: 'Voorbeeldcontract',
          description: 'Voorbeeldrij: vervang deze door je eigen contracten; ze wordt niet geïmporteerd.',
          starts: '1-1-%{year}',
          ends: '31-12-%{year}',
          notice: '3 maanden',
          amount: '1.234,56',
          cost_period: 'per maand',
          yes: 'Ja',
          no: 'Nee',
          text: 'Voorbeeld',
        },
        template_failed: 'Het voorbeeldbestand kon niet worden gemaakt. Probeer het opnieuw.',
        template_name: 'contracten-importeren',
        too_large: `Het bestand is groter dan ${FILE_MAX}.`,
        not_allowed:
          'Contracten worden geïmporteerd door de gebruikers van een bedrijf, in hun eigen bedrijf. Gebruik ‘Inloggen als’ bij een gebruiker van dat bedrijf om voor dat bedrijf te importeren.',
        too_many: 'Het bestand heeft meer dan %{max} rijen.',
        unreadable:
          'Het bestand kon niet worden gelezen. Sla het op als .xlsx of als .csv (UTF-8) en probeer het opnieuw.',
        no_rows: 'Onder de kolomkoppen staan geen rijen met gegevens.',
        failed: 'De import kon niet worden gecontroleerd. Probeer het opnieuw.',
        columns: '%{name}: %{rows} rij |||| %{name}: %{rows} rijen',
        worksheet: 'Werkblad',
        worksheet_named: 'Werkblad %{name}',
        heading_row: 'De kolomkoppen staan in rij %{row}; de rijen erboven worden overgeslagen.',
        missing_required:
          'Geen kolom voor %{fields}. Een nieuw contract heeft dit veld nodig; zonder deze kolom worden alleen bestaande contracten (op contractnummer) bijgewerkt. |||| Geen kolom voor %{fields}. Een nieuw contract heeft deze velden nodig; zonder deze kolommen worden alleen bestaande contracten (op contractnummer) bijgewerkt.',
        columns_label: 'Kolommen van het bestand',
        heading: 'Kolom in het bestand',
        field: 'Contractveld',
        field_of: 'Contractveld van kolom %{heading}',
        example: 'Eerste rij',
        skip: 'Niet importeren',
        specification: 'Specificatie “%{label}”',
        check: 'Rijen controleren',
        checking: 'Eén rij controleren… |||| %{rows} rijen controleren…',
        saving: 'Eén rij importeren… |||| %{rows} rijen importeren…',
        example_skipped:
          'Rij %{rows} is de voorbeeldrij van het sjabloon en wordt niet geïmporteerd. |||| Rijen %{rows} zijn voorbeeldrijen van het sjabloon en worden niet geïmporteerd.',
        too_much_text:
          'Het bestand heeft te veel tekst om in één keer te controleren. Splits het in twee bestanden en importeer ze na elkaar.',
        save: 'Importeren',
        ready:
          'Alle rijen kloppen: %{created} nieuw, %{updated} gewijzigd, %{unchanged} ongewijzigd, %{skipped} leeg.',
        has_errors:
          'Eén rij bevat fouten. Verbeter het bestand of de koppeling en controleer opnieuw. |||| %{smart_count} rijen bevatten fouten. Verbeter het bestand of de koppeling en controleer opnieuw.',
        preview: 'De eerste rijen zoals ze worden opgeslagen',
        action_column: 'Actie',
        actions: { create: 'Nieuw', update: 'Wijzigen', unchanged: 'Ongewijzigd' },
        done: 'Geïmporteerd: %{created} nieuw, %{updated} gewijzigd, %{unchanged} ongewijzigd.',
        errors_label: 'Fouten per rij',
        row: 'Rij',
        rows: 'Rijen',
        more_rows: '%{runs} en nog één rij |||| %{runs} en nog %{smart_count} rijen',
        column: 'Kolom',
        problem: 'Probleem',
        new_suppliers:
          'Onbekende leveranciers toevoegen als eigen leverancier (het type komt uit de kolom Type)',
        new_suppliers_added: 'Nieuwe leverancier: %{names} |||| %{smart_count} nieuwe leveranciers: %{names}',
        values: '“%{values}”: |||| “%{values}” …:',
        did_you_mean: 'Bedoelde je: %{names}?',
        errors: {
          unknown: 'Niet gevonden.',
          ambiguous: 'Meer dan één gevonden; gebruik de precieze naam.',
          not_a_date: 'Geen datum (gebruik 31-12-2026).',
          not_an_amount: 'Geen bedrag (gebruik 1.234,56).',
          not_a_number: 'Geen getal.',
          not_a_period: 'Geen termijn (gebruik 3 maanden of 90 dagen).',
          not_months: 'Geen aantal maanden (gebruik 12 of 12 maanden).',
          not_yes_no: 'Gebruik Ja of Nee.',
          not_a_choice: 'Geen van de keuzes.',
          not_a_value: 'Geen geldige waarde voor deze specificatie.',
          not_of_type:
            'Dit type contract heeft deze specificatie niet; laat de cel leeg of sla de kolom over.',
          location_not_allowed: 'Je kunt geen contracten toevoegen op deze locatie.',
          duplicate_in_file: 'Dit contractnummer staat twee keer in het bestand.',
          not_allowed: 'Je mag deze rij niet importeren.',
          new_supplier_type: 'Niet gevonden; vul het type in om deze leverancier toe te voegen.',
          unknown_column: 'Het bestand heeft een kolom die geen contractveld is.',
          missing_column: 'Verplicht voor dit type; voeg deze kolom toe aan het bestand.',
          no_end_date: 'Verplicht; schrijf ‘onbepaalde tijd’ voor een contract zonder einddatum.',
          required_column: 'Verplicht voor een nieuw contract; voeg deze kolom toe aan het bestand.',
        },
      },
    },
  },
};
