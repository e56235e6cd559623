import { describe, expect, it } from 'vitest';
import { resultCovers } from '../../src/resources/access';
import { defaultValuesOf, payloadOf, validateValues } from '../../src/resources/formValues';
import { asWritten, placeholdersFor } from '../../src/resources/templates/PlaceholderPicker';
import { allow, defineResource } from '../../src/schema/dsl';
import { field } from '../../src/schema/fields';

const things = defineResource({
  name: 'things',
  scope: 'company',
  fields: {
    name: field.text({ required: true }),
    note: field.text(),
    amount: field.money(),
    secret: field.password(),
    lines: field.group({ label: field.text({ required: true }) }),
    computed: field.text({ readOnly: true }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  access: { list: allow(2), show: allow(2), create: allow(2), edit: allow(2), delete: allow(2) },
});

describe('form values', () => {
  it('maps zod issues to field keys, nested ones inside groups', () => {
    expect(validateValues(things, { name: null, lines: [{ label: 'a' }, { label: '' }] })).toEqual({
      name: 'app.validation.required',
      lines: [undefined, { label: 'app.validation.required' }],
    });
  });

  it('requires the company when asked and checks the confirmation', () => {
    const errors = validateValues(
      things,
      { name: 'x', secret: 'long enough!', secretConfirmation: 'nope' },
      {
        requireCompany: true,
      },
    );
    expect(errors).toEqual({
      secretConfirmation: 'app.common.passwords_do_not_match',
      companyId: 'app.validation.required',
    });
  });

  it('sends the parsed writable fields only, plus the company for role 1', () => {
    expect(
      payloadOf(
        things,
        {
          id: 3,
          name: ' x ',
          note: null,
          amount: 1.006,
          secret: '',
          computed: 'y',
          secretConfirmation: '',
          companyId: '4',
        },
        { withCompany: true },
      ),
    ).toEqual({ name: 'x', note: '', amount: 1.01, lines: [], companyId: 4 });
  });
});

describe('defaults', () => {
  it('starts a new record from the zod defaults', () => {
    expect(defaultValuesOf(things)).toEqual({ note: '', lines: [], computed: '' });
  });
});

describe('row rules', () => {
  it('a row filter covers matching rows only', () => {
    expect(resultCovers(true, { id: 1 })).toBe(true);
    expect(resultCovers(false, { id: 1 })).toBe(false);
    expect(resultCovers({ id: [1, 2] }, { id: 2 })).toBe(true);
    expect(resultCovers({ createdBy: 7 }, { createdBy: 8 })).toBe(false);
  });
});

describe('template placeholders', () => {
  it('reads the placeholders of a code as {{name}} with a description key', () => {
    const list = placeholdersFor('password_reset');
    expect(list[0]).toEqual({
      placeholder: 'user.firstName',
      description: 'resources.templates.placeholder_descriptions.user.firstName',
    });
    expect(asWritten('link')).toBe('{{link}}');
    expect(placeholdersFor('unknown')).toEqual([]);
  });
});
