import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Once a form's errors are drawn, the first field showing one takes the focus, so a keyboard or
 * screen-reader user lands on what to correct (the button they pressed says nothing). Waits a few
 * frames for a step the errors sent the form to.
 */
export function focusFirstInvalid(root: ParentNode = document, frames = 20): void {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 1) focusFirstInvalid(root, frames - 1);
  });
}

/** In a react-hook-form form: each submit that the checks refuse moves the focus to the first error. */
export function useFocusFirstError(): void {
  const { submitCount } = useFormState();
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid();
  }, [submitCount]);
}
