import type { ReactNode } from 'react';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a text field shows of its length limit. It has no maxlength: the browser would cut a pasted
 * text without a word. Near the limit it counts the characters; once a save is refused as too
 * long (`errorKey`), the error says by how much. Otherwise `error` and `help` as given.
 */
export function textLimit(
  translate: Translate,
  {
    text,
    max,
    errorKey,
    error,
    help,
  }: {
    text: string;
    max: number | undefined;
    errorKey?: string | null;
    error: string | null;
    help?: ReactNode;
  },
): { error: string | null; helperText: ReactNode } {
  const length = text.length;
  const over = max !== undefined && length > max;
  return {
    error:
      errorKey === 'app.validation.too_long' && over
        ? translate('app.validation.too_long_by', { count: length, max })
        : error,
    helperText:
      max !== undefined && length > max * 0.8
        ? translate('app.validation.characters', { count: length, max })
        : help,
  };
}

/** Whether a text is over its limit: a dialog refuses it before asking the server. */
export const tooLong = (text: string, max: number): boolean => text.trim().length > max;
