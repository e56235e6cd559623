import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, megabytes } from '../schema/upload-limits';
import { groupThousands } from './numbers';

const FILE_MAX = megabytes(IMPORT_MAX_BYTES);

import { TEMPLATE_EXAMPLE_NUMBERS } from '../schema/template-example';
/** Texts of the contract import; contracts-import.nl.ts has exactly these keys. */
export const contractImportMessagesEn = {
  app: {
    contracts: {
      import: {
        action: 'Import',
        title: 'Import contracts',
        intro: `Choose a spreadsheet (.xlsx or .csv, at most ${groupThousands(IMPORT_MAX_ROWS, ',')} rows and ${FILE_MAX}) with a heading row. Its columns are matched to the contract fields by heading; check the matching, then check the rows. Nothing is saved until every row is correct. A contract number that exists already updates that contract.`,
        choose: 'Choose file',
        template: 'Download template (.%{format})',
        template_example: {
          number: TEMPLATE_EXAMPLE_NUMBERS.en,
          reference: 'Example contract',
          description: 'Example row: replace it with your own contracts; it is not imported.',
          starts: '%{year}-01-01',
          ends: '%{year}-12-31',
          notice: '3 months',
          amount: '1234.56',
          cost_period: 'per month',
          yes: 'Yes',
          no: 'No',
          text: 'Example',
        },
        template_failed: 'The template could not be made. Try again.',
        template_name: 'import-contracts',
        too_large: `The file is larger than ${FILE_MAX}.`,
        not_allowed:
          "Contracts are imported by a company's users, into their own company. Use ‘Log in as’ on one of that company's users to import for that company.",
        too_many: 'The file has more than %{max} rows.',
        unreadable: 'The file could not be read. Save it as .xlsx or as .csv (UTF-8) and try again.',
        no_rows: 'There are no rows with data below the column headings.',
        failed: 'The import could not be checked. Try again.',
        columns: '%{name}: %{rows} row |||| %{name}: %{rows} rows',
        worksheet: 'Worksheet',
        worksheet_named: 'Worksheet %{name}',
        heading_row: 'The column headings are in row %{row}; the rows above them are skipped.',
        missing_required:
          'No column for %{fields}. A new contract needs this field; without the column only existing contracts (by contract number) are updated. |||| No column for %{fields}. A new contract needs these fields; without the columns only existing contracts (by contract number) are updated.',
        columns_label: 'Columns of the file',
        heading: 'Column in the file',
        field: 'Contract field',
        field_of: 'Contract field of column %{heading}',
        example: 'First row',
        skip: 'Do not import',
        specification: 'Specification “%{label}”',
        check: 'Check rows',
        checking: 'Checking one row… |||| Checking %{rows} rows…',
        saving: 'Importing one row… |||| Importing %{rows} rows…',
        example_skipped:
          "Row %{rows} is the template's example row and is not imported. |||| Rows %{rows} are the template's example rows and are not imported.",
        too_much_text:
          'The file has too much text to check at once. Split it into two files and import them one after the other.',
        save: 'Import',
        ready:
          'All rows are correct: %{created} new, %{updated} changed, %{unchanged} unchanged, %{skipped} empty.',
        has_errors:
          'One row has errors. Correct the file or the column matching and check again. |||| %{smart_count} rows have errors. Correct the file or the column matching and check again.',
        preview: 'The first rows as they will be saved',
        action_column: 'Action',
        actions: { create: 'New', update: 'Change', unchanged: 'Unchanged' },
        done: 'Imported: %{created} new, %{updated} changed, %{unchanged} unchanged.',
        errors_label: 'Errors per row',
        row: 'Row',
        rows: 'Rows',
        more_rows: '%{runs} and one more row |||| %{runs} and %{smart_count} more rows',
        column: 'Column',
        problem: 'Problem',
        new_suppliers: 'Add unknown suppliers as your own suppliers (their type from the Type column)',
        new_suppliers_added: 'New supplier: %{names} |||| %{smart_count} new suppliers: %{names}',
        values: '“%{values}”: |||| “%{values}” …:',
        did_you_mean: 'Did you mean: %{names}?',
        errors: {
          unknown: 'Not found.',
          ambiguous: 'More than one match; use the exact name.',
          not_a_date: 'Not a date (use 31-12-2026).',
          not_an_amount: 'Not an amount (use 1.234,56).',
          not_a_number: 'Not a number.',
          not_a_period: 'Not a period (use 3 months or 90 days).',
          not_months: 'Not a number of months (use 12 or 12 months).',
          not_yes_no: 'Use Yes or No.',
          not_a_choice: 'Not one of the choices.',
          not_a_value: 'Not a valid value for this specification.',
          not_of_type:
            "This contract's type has no such specification; leave the cell empty or skip the column.",
          location_not_allowed: 'You cannot add contracts at this location.',
          duplicate_in_file: 'This contract number is in the file twice.',
          not_allowed: 'You may not import this row.',
          new_supplier_type: 'Not found; fill in the type to add this supplier.',
          unknown_column: 'The file has a column that is not a contract field.',
          missing_column: 'Required for this type; add this column to the file.',
          no_end_date: 'Required; write ‘indefinite’ for a contract without an end date.',
          required_column: 'Required for a new contract; add this column to the file.',
        },
      },
    },
  },
};
