import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './account-validation';

/**
 * A small form's values and field errors: `bind(name)` gives a TextField its value, change
 * handler and error text; a field's error clears as soon as it is edited.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof T, string>>>({});

  const bind = (name: Extract<keyof T, string>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  return { values, errors, setErrors, bind };
}
