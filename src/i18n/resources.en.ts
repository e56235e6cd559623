import { IMAGE_MAX_BYTES, megabytes } from '../schema/upload-limits';

/**
 * Texts of the resource engine: the field validation (app.validation.*) and its errors. Each
 * resource's own texts (resources.<name>.*) are beside its declaration, in
 * src/schema/resources/<name>.ui.ts. resources.nl.ts has exactly these keys (its type is this object's).
 */
export const resourceMessagesEn = {
  app: {
    validation: {
      required: 'Required',
      too_long: 'Too long',
      too_long_by: 'Too long: %{count} characters, at most %{max}',
      characters: '%{count} of %{max} characters',
      email: 'Not a valid email address',
      phone: 'Not a valid telephone number',
      number: 'Enter a number',
      integer: 'Enter a whole number',
      too_small: 'Too small',
      too_large: 'Too large',
      date: 'Not a valid date',
      date_range: 'Choose a date between 1900 and 2199',
      choice: 'Choose one of the options',
      reference: 'Choose an existing item',
      image: 'Not a valid image (PNG, JPEG or WebP)',
      image_too_large: `The image is too large: at most ${megabytes(IMAGE_MAX_BYTES)}`,
      password_too_short: 'At least 10 characters',
      password_blank: 'A password of only spaces is not allowed',
      password_weak: 'This password is too easy to guess. Use a few unrelated words or a longer sentence.',
      password_personal: 'Do not use your name or email address in your password',
      password_same: 'Choose a password that differs from your current one',
      too_many: 'Too many items',
      invalid: 'Not a valid value',
      unique: 'This value is already in use',
      zipcode: 'Not a valid Dutch postcode (1234 AB)',
      kvk_number: 'A Chamber of Commerce (KvK) number has 8 digits',
      web_address: 'Not a web address (www.example.nl)',
      nul: 'Contains a character that is not allowed',
      bidi: 'Contains a hidden text direction character, which is not allowed',
    },
    errors: {
      in_use: 'This item is still in use and cannot be deleted',
    },
  },
};

export type ResourceMessages = typeof resourceMessagesEn;
