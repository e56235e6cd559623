import type { dashboardChartMessagesEn } from './dashboard-charts.en';

/** Teksten van de grafieken op het dashboard; dezelfde sleutels als dashboard-charts.en.ts. */
export const dashboardChartMessagesNl: typeof dashboardChartMessagesEn = {
  app: {
    dashboard: {
      charts: {
        title: 'Overzicht',
        failed: 'De grafieken konden niet worden geladen.',
        show_table: 'Tabel tonen',
        show_chart: 'Grafiek tonen',
        deadlines_title: 'Datums in de komende 12 maanden',
        deadlines_summary:
          'Staafdiagram per maand, gestapeld per type: %{total} contracten met een uiterste opzegdatum of einddatum; de drukste maand is %{month} met %{busiest}.',
        deadlines_empty: 'Geen opzegdatums of einddatums in de komende 12 maanden.',
        by_type_title: 'Jaarwaarde per type',
        by_supplier_title: 'Jaarwaarde per leverancier (top 10)',
        value_summary: 'Staafdiagram: samen %{total} per jaar; het grootst is %{first} met %{value}.',
        value_empty: 'Geen lopende contracten met een jaarwaarde.',
        status_title: 'Contracten per status',
        status_summary: 'Cirkeldiagram van %{total} contracten: %{parts}.',
        status_empty: 'Nog geen contracten.',
        month: 'Maand',
        total: 'Totaal',
        supplierType: 'Type',
        supplier: 'Leverancier',
        yearly_value: 'Jaarwaarde excl. btw',
        other: 'Overige leveranciers',
        status: 'Status',
        contracts: 'Contracten',
        months_short: {
          1: 'jan',
          2: 'feb',
          3: 'mrt',
          4: 'apr',
          5: 'mei',
          6: 'jun',
          7: 'jul',
          8: 'aug',
          9: 'sep',
          10: 'okt',
          11: 'nov',
          12: 'dec',
        },
      },
    },
  },
};
