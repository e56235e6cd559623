/**
 * The contract number of the import template's example row in each language the app speaks
 * (`%{year}`: its year). The texts take it from here (src/i18n/contracts-import.*.ts), and the
 * import page skips a row left in from either language's template, whichever language it is in.
 */
export const TEMPLATE_EXAMPLE_NUMBERS: Readonly<Record<'nl' | 'en', string>> = {
  nl: 'VOORBEELD-%{year}-001',
  en: 'EXAMPLE-%{year}-001',
};
